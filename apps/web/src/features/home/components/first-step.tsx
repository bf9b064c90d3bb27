import { HOME_MESSAGES, type HomeFirstStep } from '@homeroom/contract/home';
import type { TFunction } from 'i18next';
import { KeyRound, School, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { translateMessage } from '../../../lib/i18n/i18n.ts';

/** Each first step's texts in the current language, with its icon and the way there. */
function stepOf(
  step: HomeFirstStep,
  t: TFunction<'home'>,
): { icon: ReactNode; title: string; hint: string; action: string; to: string } {
  switch (step) {
    case 'choose_account_type':
      return {
        icon: <UserRound className="size-7" />,
        title: t('firstStep.chooseAccountType'),
        hint: translateMessage(HOME_MESSAGES.chooseAccountType),
        action: t('firstStep.chooseAccountTypeAction'),
        to: '/profile',
      };
    case 'join_school':
      return {
        icon: <School className="size-7" />,
        title: translateMessage(HOME_MESSAGES.joinSchool),
        hint: translateMessage(HOME_MESSAGES.joinSchoolHint),
        action: t('firstStep.joinSchoolAction'),
        to: '/profile?tab=school',
      };
    case 'create_class':
      return {
        icon: <Users className="size-7" />,
        title: translateMessage(HOME_MESSAGES.createClass),
        hint: translateMessage(HOME_MESSAGES.createClassHint),
        action: t('firstStep.createClassAction'),
        to: '/profile?tab=classes',
      };
    case 'link_child':
      return {
        icon: <KeyRound className="size-7" />,
        title: translateMessage(HOME_MESSAGES.linkChild),
        hint: translateMessage(HOME_MESSAGES.linkChildHint),
        action: t('firstStep.linkChildAction'),
        to: '/profile?tab=children',
      };
  }
}

/** The one thing a new account has to do next, with the way there (docs/product.md, "Home"). */
export function FirstStep({ step }: { step: HomeFirstStep }) {
  const { t } = useTranslation('home');
  const { icon, title, hint, action, to } = stepOf(step, t);
  return (
    <Card
      className="flex flex-col items-start gap-4 p-5 sm:flex-row sm:items-center sm:p-8"
      data-testid="home-first-step"
    >
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-2xl bg-accent-100 text-accent-700"
      >
        {icon}
      </span>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
          {t('firstStep.nextStep')}
        </p>
        <h2 className="text-xl font-bold text-slate-900">{title}</h2>
        <p className="text-slate-700">{hint}</p>
      </div>
      <ButtonLink to={to}>{action}</ButtonLink>
    </Card>
  );
}
