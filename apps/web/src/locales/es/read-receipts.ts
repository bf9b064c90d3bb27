import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { readReceipts as english } from '../en/read-receipts.ts';

/** Confirmaciones de lectura, en español. */
export const readReceipts: Translated<typeof english> = {
  chat: {
    seenAt: "Visto {{time}}",
    seenBy_one: "Visto por {{count}}",
    seenBy_other: "Visto por {{count}}",
    seenByList: "Quién lo ha visto",
  },
  content: {
    readBy: "Leído por {{read}} de {{total}} familias",
    acknowledgedBy: "Confirmado por {{acknowledged}} de {{total}} familias",
    showWho: "Quién lo ha leído",
    hideWho: "Ocultar la lista",
    readAt: "Leído {{time}}",
    notRead: "Aún no leído",
    acknowledgedAt: "Confirmado {{time}}",
    notAcknowledged: "Aún sin confirmar",
    familyOf: "Familia de {{children}}",
    remind: "Recordar a quienes no han confirmado",
    reminded_one: "Recordatorio enviado a {{count}} tutor.",
    reminded_other: "Recordatorio enviado a {{count}} tutores.",
    lastReminder: "Último recordatorio {{time}}",
    loading: "Cargando quién lo ha leído…",
    loadFailed: "No se pudo cargar quién lo ha leído.",
    remindFailed: "No se pudo enviar el recordatorio.",
    acknowledge: "Lo he leído",
    acknowledgedByYou: "Confirmó que lo leyó {{time}}",
    asksAcknowledgement: "El docente pide a cada familia que confirme que lo ha leído.",
    acknowledgeFailed: "No se pudo registrar. Inténtelo de nuevo.",
    needsAcknowledgementLabel: "Pedir a cada familia que confirme que lo ha leído",
  },
  settings: {
    heading: "Confirmaciones de lectura",
    hideLabel: "Ocultar mi estado de lectura",
    hideHint: "Las familias no verán cuándo ha leído sus mensajes.",
    saved: "Ajuste de confirmaciones guardado.",
    saveFailed: "No se pudo guardar el ajuste.",
  },
};
