import type { AssignmentResponseDto, ResponseFormat } from '@homeroom/contract/assignments';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { classNames } from '../lib/class-names.ts';
import { useStableMediaUrl } from '../lib/media-url.ts';

interface AssignmentWorkProps {
  format: ResponseFormat;
  response: AssignmentResponseDto;
  studentName: string;
  className?: string;
}

/**
 * What a student handed in, shown by the assignment's response format: the text, the picture, or
 * the video played as MP4. The area is at most 350px high (docs/product.md, "Portfolio"); longer text scrolls.
 * Work kept from before a change of format still shows, by whichever field it has.
 */
export function AssignmentWork({ format, response, studentName, className }: AssignmentWorkProps) {
  const { t } = useTranslation();
  const shown = workOf(response, format) ? format : fallbackFormat(response);
  // A <video> picks its source once: it is remade when its address is renewed, and only then.
  const videoUrl = useStableMediaUrl(response.video);
  const frame = classNames(
    'max-h-[350px] overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200',
    className,
  );

  if (shown === 'Video' && videoUrl) {
    return (
      <div className={classNames(frame, 'bg-slate-900')}>
        <video
          key={videoUrl}
          controls
          preload="metadata"
          aria-label={t('work.video', { name: studentName })}
          className="mx-auto block max-h-[350px] w-full"
        >
          <source src={videoUrl} type="video/mp4" />
          <a href={videoUrl}>{t('work.download')}</a>
        </video>
      </div>
    );
  }
  if (shown === 'Image' && response.image) {
    return (
      <div className={classNames(frame, 'flex justify-center')}>
        <img
          src={response.image}
          alt={t('work.picture', { name: studentName })}
          className="max-h-[350px] w-auto max-w-full object-contain"
        />
      </div>
    );
  }
  if (shown === 'Text' && response.text) {
    return (
      // Scrollable, so reachable by keyboard and named for screen readers.
      <div
        tabIndex={0}
        role="region"
        aria-label={t('work.text', { name: studentName })}
        className={classNames(frame, 'overflow-y-auto bg-white px-4 py-3')}
      >
        <p className="text-sm whitespace-pre-line wrap-anywhere text-slate-800">{response.text}</p>
      </div>
    );
  }
  return <p className="text-sm text-slate-600">{t('work.nothing')}</p>;
}

const FIELDS = { Text: 'text', Image: 'image', Video: 'video' } as const;

function workOf(response: AssignmentResponseDto, format: ResponseFormat): string | null {
  return response[FIELDS[format]];
}

function fallbackFormat(response: AssignmentResponseDto): ResponseFormat | null {
  return (['Video', 'Image', 'Text'] as const).find((format) => workOf(response, format)) ?? null;
}
