import type { AccountType, UserDto } from '@homeroom/contract/accounts';
import { ACCOUNT_MESSAGES } from '@homeroom/contract/accounts';
import { IMAGE_UPLOAD } from '@homeroom/contract/media';
import { BadgeCheck, MailQuestionMark } from 'lucide-react';
import type { ReactNode } from 'react';
import { PictureUpload } from '../../../components/picture-upload.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { fullNameOf } from '../../../lib/full-name.ts';
import { useUploadProfilePicture } from '../api/upload-profile-picture.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { formatNumber } from '../../../lib/format-date.ts';

interface UserDetailsTabProps {
  user: UserDto;
  accountType: AccountType;
}

const ACCOUNT_TYPE_LABELS = {
  teacher: 'accountType.teacher',
  parent: 'accountType.parent',
} as const satisfies Record<AccountType, string>;

export function UserDetailsTab({ user, accountType }: UserDetailsTabProps) {
  const { t } = useTranslation('accounts');
  const upload = useUploadProfilePicture();
  const fullName = fullNameOf(user);

  return (
    <div className="flex flex-col gap-8">
      <section
        aria-labelledby="profile-picture-heading"
        className="flex flex-col items-center gap-5 sm:flex-row sm:items-start"
      >
        <Avatar
          name={fullName}
          src={user.profile_picture}
          size="xl"
          className="ring-4 ring-white shadow-md"
        />
        <div className="flex w-full flex-col items-center gap-3 sm:items-start">
          <h2 id="profile-picture-heading" className="text-base font-semibold text-slate-900">
            {t('details.pictureHeading')}
          </h2>
          <p className="text-center text-sm text-slate-600 sm:text-start">
            {t('details.pictureHint', { megabytes: formatNumber(IMAGE_UPLOAD.maxBytes / (1024 * 1024)) })}
          </p>
          <PictureUpload
            upload={upload}
            label={t('details.changePicture')}
            savedText={ACCOUNT_MESSAGES.pictureUpdated}
            accept={IMAGE_UPLOAD.accept}
          />
        </div>
      </section>

      <section aria-labelledby="account-heading" className="flex flex-col gap-3">
        <h2 id="account-heading" className="text-base font-semibold text-slate-900">
          {t('details.accountHeading')}
        </h2>
        <dl className="divide-y divide-slate-100 rounded-2xl ring-1 ring-slate-200">
          <DetailRow term={t('details.name')}>{fullName}</DetailRow>
          <DetailRow term={t('details.email')}>
            <span className="flex flex-wrap items-center gap-2">
              <span className="break-all">{user.email}</span>
              {user.email_verified ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
                  <BadgeCheck aria-hidden="true" className="size-3.5" /> {t('details.verified')}
                </span>
              ) : (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                  <MailQuestionMark aria-hidden="true" className="size-3.5" /> {t('details.notVerified')}
                </span>
              )}
            </span>
            {!user.email_verified && (
              <span className="mt-1 block text-xs text-slate-600">{t('details.verifyHint')}</span>
            )}
          </DetailRow>
          <DetailRow term={t('details.accountType')}>{t(ACCOUNT_TYPE_LABELS[accountType])}</DetailRow>
        </dl>
      </section>
    </div>
  );
}

function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:gap-4">
      <dt className="w-32 shrink-0 text-sm font-medium text-slate-600">{term}</dt>
      <dd className="min-w-0 text-sm text-slate-900">{children}</dd>
    </div>
  );
}
