import type { AccountType, UserDto } from '@homeroom/contract/accounts';
import { GraduationCap, HeartHandshake, type LucideIcon } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormErrors } from '../../../components/ui/status-message.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { classNames } from '../../../lib/class-names.ts';
import { useCreateParent } from '../api/create-parent.ts';
import { useCreateTeacher } from '../api/create-teacher.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

const OPTIONS = [
  {
    type: 'teacher',
    label: 'accountType.teacher',
    description: 'picker.teacherDescription',
    icon: GraduationCap,
  },
  {
    type: 'parent',
    label: 'accountType.parent',
    description: 'picker.parentDescription',
    icon: HeartHandshake,
  },
] as const satisfies readonly { type: AccountType; label: string; description: string; icon: LucideIcon }[];

/** A new account is neither teacher nor parent until the user picks one (docs/product.md, "Account type"). */
export function AccountTypePicker({ user }: { user: UserDto }) {
  const { t } = useTranslation('accounts');
  const idPrefix = useId();
  const [choice, setChoice] = useState<AccountType | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const createTeacher = useCreateTeacher();
  const createParent = useCreateParent();
  const isSaving = createTeacher.isPending || createParent.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) {
      setErrors([t('picker.chooseFirst')]);
      return;
    }
    setErrors([]);
    try {
      if (choice === 'teacher') await createTeacher.mutateAsync();
      else await createParent.mutateAsync(user.id);
    } catch (error) {
      setErrors(error instanceof ApiError ? error.messages : [t('picker.saveFailed')]);
    }
  }

  return (
    <Card>
      <form onSubmit={submit} className="flex flex-col gap-6">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 flex flex-col gap-1">
            <span className="text-xl font-bold text-slate-900">{t('picker.heading')}</span>
            <span className="text-sm text-slate-600">{t('picker.welcome', { name: user.first_name })}</span>
          </legend>
          <FormErrors messages={errors} />
          <div className="grid gap-3 sm:grid-cols-2">
            {OPTIONS.map(({ type, label, description, icon: Icon }) => (
              <label
                key={type}
                className={classNames(
                  'flex cursor-pointer flex-col gap-3 rounded-2xl p-5 ring-2 transition-colors',
                  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
                  choice === type
                    ? 'bg-brand-50 ring-brand-600'
                    : 'bg-white ring-slate-200 hover:ring-brand-300',
                )}
              >
                <span className="flex items-center justify-between">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-white text-brand-700 ring-1 ring-brand-100">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <input
                    type="radio"
                    name="account-type"
                    value={type}
                    checked={choice === type}
                    onChange={() => setChoice(type)}
                    className="size-5 accent-brand-700"
                    aria-labelledby={`${idPrefix}-${type}-label`}
                    aria-describedby={`${idPrefix}-${type}-description`}
                  />
                </span>
                <span id={`${idPrefix}-${type}-label`} className="text-base font-semibold text-slate-900">
                  {t(label)}
                </span>
                <span id={`${idPrefix}-${type}-description`} className="text-sm text-slate-600">
                  {t(description)}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" size="lg" isLoading={isSaving} className="self-end">
          {t('picker.submit')}
        </Button>
      </form>
    </Card>
  );
}
