import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { calendar as english } from '../en/calendar.ts';

export const calendar: Translated<typeof english> = {
  tab: 'Calendario',
  feed: {
    heading: 'Calendario',
    intro: 'Consulta los eventos de tus clases en Google Calendar, Apple o Outlook: suscríbete con tu dirección de calendario privada. Quien tenga la dirección ve estos eventos, así que guárdala para ti.',
    loading: 'Cargando tu dirección de calendario…',
    loadFailed: 'No se pudo cargar tu dirección de calendario. Inténtalo de nuevo más tarde.',
    make: 'Crear mi dirección de calendario',
    makeNew: 'Crear una dirección nueva',
    makeFailed: 'No se pudo crear la dirección de calendario. Inténtalo de nuevo.',
    madeBefore: 'Creaste una dirección de calendario el {{date}}. Por tu seguridad solo se muestra una vez: si ya no la tienes, crea una nueva.',
    shownOnce: 'Copia tu dirección ahora: por tu seguridad, Homeroom solo la muestra esta vez.',
    webAddress: 'Dirección web (para Google Calendar y otros)',
    subscribeAddress: 'Enlace de suscripción (webcal)',
    copyWebAddress: 'Copiar la dirección web',
    copySubscribeAddress: 'Copiar el enlace de suscripción',
    copied: 'Copiado.',
    copyNotAllowed: 'Este navegador no permitió copiar: selecciona la dirección y cópiala tú.',
    subscribeAppleOutlook: 'Suscribirse en Calendario de Apple u Outlook',
    subscribeGoogle: 'Suscribirse en Google Calendar',
    howTo: 'En Google Calendar en un ordenador también puedes elegir Otros calendarios, luego Desde URL, y pegar la dirección web. Los calendarios buscan eventos nuevos cada pocas horas.',
    confirmTitle: '¿Crear una dirección de calendario nueva?',
    confirmDescription: 'Tu dirección actual deja de funcionar al instante: los calendarios suscritos a ella dejan de recibir los eventos de Homeroom hasta que añadas la dirección nueva.',
    confirm: 'Crear una dirección nueva',
  },
};
