import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { readReceipts as english } from '../en/read-receipts.ts';

/** Accusés de lecture et confirmations, en français. */
export const readReceipts: Translated<typeof english> = {
  chat: {
    seenAt: "Vu {{time}}",
    seenBy_one: "Vu par {{count}}",
    seenBy_other: "Vu par {{count}}",
    seenByList: "Qui l’a vu",
  },
  content: {
    readBy: "Lu par {{read}} familles sur {{total}}",
    acknowledgedBy: "Confirmé par {{acknowledged}} familles sur {{total}}",
    showWho: "Qui l’a lu",
    hideWho: "Masquer la liste",
    readAt: "Lu {{time}}",
    notRead: "Pas encore lu",
    acknowledgedAt: "Confirmé {{time}}",
    notAcknowledged: "Pas encore confirmé",
    familyOf: "Famille de {{children}}",
    remind: "Relancer celles qui n’ont pas confirmé",
    reminded_one: "Rappel envoyé à {{count}} responsable.",
    reminded_other: "Rappel envoyé à {{count}} responsables.",
    lastReminder: "Dernier rappel {{time}}",
    loading: "Chargement des lectures…",
    loadFailed: "Impossible de charger qui l’a lu.",
    remindFailed: "Le rappel n’a pas pu être envoyé.",
    acknowledge: "J’ai lu",
    acknowledgedByYou: "Vous avez confirmé votre lecture {{time}}",
    asksAcknowledgement: "L’enseignant demande à chaque famille de confirmer sa lecture.",
    acknowledgeFailed: "Impossible de l’enregistrer. Veuillez réessayer.",
    needsAcknowledgementLabel: "Demander à chaque famille de confirmer sa lecture",
  },
  settings: {
    heading: "Accusés de lecture",
    hideLabel: "Masquer mon statut de lecture",
    hideHint: "Les familles ne verront pas quand vous avez lu leurs messages.",
    saved: "Réglage des accusés de lecture enregistré.",
    saveFailed: "Le réglage n’a pas pu être enregistré.",
  },
};
