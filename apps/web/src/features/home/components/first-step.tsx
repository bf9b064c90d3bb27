import { HOME_MESSAGES, type HomeFirstStep } from '@homeroom/contract/home';
import { KeyRound, School, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';

const STEPS: Record<
  HomeFirstStep,
  { icon: ReactNode; title: string; hint: string; action: string; to: string }
> = {
  choose_account_type: {
    icon: <UserRound className="size-7" />,
    title: 'Are you a teacher or a parent?',
    hint: HOME_MESSAGES.chooseAccountType,
    action: 'Choose your account type',
    to: '/profile',
  },
  join_school: {
    icon: <School className="size-7" />,
    title: HOME_MESSAGES.joinSchool,
    hint: HOME_MESSAGES.joinSchoolHint,
    action: 'Choose your school',
    to: '/profile?tab=school',
  },
  create_class: {
    icon: <Users className="size-7" />,
    title: HOME_MESSAGES.createClass,
    hint: HOME_MESSAGES.createClassHint,
    action: 'Create a class',
    to: '/profile?tab=classes',
  },
  link_child: {
    icon: <KeyRound className="size-7" />,
    title: HOME_MESSAGES.linkChild,
    hint: HOME_MESSAGES.linkChildHint,
    action: 'Enter the invite code',
    to: '/profile?tab=children',
  },
};

/** The one thing a new account has to do next, with the way there (docs/product.md, "Home"). */
export function FirstStep({ step }: { step: HomeFirstStep }) {
  const { icon, title, hint, action, to } = STEPS[step];
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
        <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Your next step</p>
        <h2 className="text-xl font-bold text-slate-900">{title}</h2>
        <p className="text-slate-700">{hint}</p>
      </div>
      <ButtonLink to={to}>{action}</ButtonLink>
    </Card>
  );
}
