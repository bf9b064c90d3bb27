import type { Translated } from '../../lib/i18n/catalogue-types.ts';
import type { chatSearch as english } from '../en/chat-search.ts';

export const chatSearch: Translated<typeof english> = {
  label: 'Buscar en tus mensajes',
  placeholder: 'Una palabra, un nombre, "una frase"…',
  submit: 'Buscar',
  clear: 'Borrar',
  searching: 'Buscando…',
  none: 'No se han encontrado mensajes para «{{query}}».',
  count: 'Mensajes encontrados: {{shown}}',
  countSoFar: 'Mensajes encontrados hasta ahora: {{shown}}',
  resultsLabel: 'Mensajes encontrados para «{{query}}»',
  more: 'Más resultados',
  failed: 'La búsqueda no ha funcionado. Inténtalo de nuevo.',
  you: 'Tú',
  messageNotFound: 'El mensaje que has abierto ya no está en este chat.',
  exportHeading: 'Exportar para el registro',
  printable: 'Página para imprimir',
  pdf: 'Descargar PDF',
  exportFailed: 'La exportación no ha funcionado. Inténtalo de nuevo.',
};
