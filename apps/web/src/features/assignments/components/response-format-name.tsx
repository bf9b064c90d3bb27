import type { ResponseFormat } from '@homeroom/contract/assignments';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

/** Each response format's name in the `assignments` namespace; the API speaks the English word. */
const RESPONSE_FORMAT_KEYS = {
  Text: 'details.formats.text',
  Image: 'details.formats.image',
  Video: 'details.formats.video',
} as const satisfies Record<ResponseFormat, string>;

/** A response format (Text, Image, Video) in the app's language. */
export function ResponseFormatName({ format }: { format: ResponseFormat }) {
  const { t } = useTranslation('assignments');
  return t(RESPONSE_FORMAT_KEYS[format]);
}
