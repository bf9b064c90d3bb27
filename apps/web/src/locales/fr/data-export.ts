import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { dataExport as english } from '../en/data-export.ts';

export const dataExport: Translated<typeof english> = {
  failed: 'Le téléchargement n’a pas abouti. Veuillez réessayer.',
  preparing: 'Préparation du téléchargement…',
  student: {
    heading: 'Tout sur votre enfant',
    download: 'Télécharger tout sur {{name}}',
    description: 'Un fichier zip avec un résumé lisible, toutes les données que Homeroom conserve sur {{name}} et ses photos, devoirs rendus et histoires de la classe.',
  },
  account: {
    tab: 'Vos données',
    heading: 'Vos données',
    download: 'Télécharger mes données',
    description: 'Un fichier zip avec votre profil, vos réglages, les messages et commentaires que vous avez écrits, vos inscriptions comme bénévole et votre photo de profil.',
  },
};
