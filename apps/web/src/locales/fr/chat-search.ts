import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatSearch as english } from '../en/chat-search.ts';

export const chatSearch: Translated<typeof english> = {
  label: 'Rechercher dans vos messages',
  placeholder: 'Un mot, un nom, "une expression"…',
  submit: 'Rechercher',
  clear: 'Effacer',
  searching: 'Recherche…',
  none: 'Aucun message trouvé pour « {{query}} ».',
  count: 'Messages trouvés : {{shown}}',
  countSoFar: 'Messages trouvés pour l’instant : {{shown}}',
  resultsLabel: 'Messages trouvés pour « {{query}} »',
  more: 'Plus de résultats',
  failed: 'La recherche n’a pas abouti. Veuillez réessayer.',
  you: 'Vous',
  messageNotFound: 'Le message que vous avez ouvert n’est plus dans cette discussion.',
  exportHeading: 'Exporter pour le dossier',
  printable: 'Page imprimable',
  pdf: 'Télécharger le PDF',
  exportFailed: 'L’export n’a pas abouti. Veuillez réessayer.',
};
