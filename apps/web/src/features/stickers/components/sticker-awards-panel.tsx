import { STICKER_MESSAGE_MS, type StickerType } from '@homeroom/contract/stickers';
import type { ClassStudentDto } from '@homeroom/contract/students';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { StickerArt } from '../../../components/sticker-art.tsx';
import { StickerCounts } from '../../../components/sticker-counts.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { STICKER_TYPE_IDS } from '../../../lib/stickers.ts';
import { useTimedMessage } from '../../../lib/use-timed-message.ts';
import { useAwardSticker } from '../api/award-sticker.ts';

/** Each sticker's name in the `stickers` namespace. */
const TYPE_LABEL_KEYS = { 1: 'types.star', 2: 'types.dinosaur', 3: 'types.cat' } as const satisfies Record<
  StickerType,
  string
>;

interface StickerAwardsPanelProps {
  classId: number;
  student: ClassStudentDto;
}

/** The counts and one button per sticker; 'Sticker awarded to {name}' shows for 3 s (docs/product.md, "States at a glance"). */
export function StickerAwardsPanel({ classId, student }: StickerAwardsPanelProps) {
  const { t } = useTranslation('stickers');
  const awardSticker = useAwardSticker(classId, student.id);
  const status = useTimedMessage(STICKER_MESSAGE_MS);

  async function award(type: StickerType) {
    status.clear();
    try {
      await awardSticker.mutateAsync(type);
      status.show({ tone: 'success', text: t('awarded', { name: student.name }) });
    } catch (error) {
      // docs/product.md, "Messages and errors": a failed award is only logged.
      console.error('The sticker could not be awarded.', error);
    }
  }

  return (
    <div className="flex flex-col gap-3">
      <StickerCounts stickers={student.stickers} className="justify-start" />
      <div role="group" aria-label={t('awardGroup')} className="grid grid-cols-3 gap-2">
        {STICKER_TYPE_IDS.map((type) => (
          <button
            key={type}
            type="button"
            onClick={() => void award(type)}
            className="flex flex-col items-center gap-1 rounded-xl bg-white px-2 py-2.5 text-sm font-semibold text-slate-800 ring-1 ring-accent-200 transition-colors hover:bg-accent-50 active:bg-accent-100"
          >
            <StickerArt type={type} className="size-8" />
            {t(TYPE_LABEL_KEYS[type])}
          </button>
        ))}
      </div>
      {status.message && <StatusMessage tone={status.message.tone}>{status.message.text}</StatusMessage>}
    </div>
  );
}
