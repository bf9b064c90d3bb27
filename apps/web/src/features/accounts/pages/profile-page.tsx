import { accountTypeOf, type AccountType, type UserDto } from '@homeroom/contract/accounts';
import { KeyRound, Settings, UserRound } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { PageSpinner, Spinner } from '../../../components/ui/spinner.tsx';
import { StatusMessage } from '../../../components/ui/status-message.tsx';
import { Tabs, type TabItem } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { fullNameOf } from '../../../lib/full-name.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useMarkFirstScreenShown } from '../../../lib/first-screen.ts';
import { AccountTypePicker } from '../components/account-type-picker.tsx';
import { ChangePasswordTab } from '../components/change-password-tab.tsx';
import { DeleteAccountSection } from '../components/delete-account-section.tsx';
import { UserDetailsTab } from '../components/user-details-tab.tsx';

// The first screen is the details tab: another tab's code comes when it is chosen.
const SettingsTab = lazy(() => import('../components/settings-tab.tsx').then((module) => ({ default: module.SettingsTab })));
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';

type CommonTabId = 'details' | 'password' | 'settings';

const COMMON_TABS = [
  { id: 'details', label: 'profile.tabDetails', icon: <UserRound aria-hidden="true" className="size-4" /> },
  { id: 'password', label: 'profile.tabPassword', icon: <KeyRound aria-hidden="true" className="size-4" /> },
  { id: 'settings', label: 'profile.tabSettings', icon: <Settings aria-hidden="true" className="size-4" /> },
] as const satisfies readonly TabItem<CommonTabId>[];

/**
 * A tab that another feature adds to the profile of one role, after the common tabs, in the order of
 * docs/product.md, "Profile and settings": School and Classes for teachers, Children for parents. Features do not import each
 * other, so the app hands them to the page (app/profile-route.tsx).
 */
export interface ProfileTabExtension {
  id: string;
  label: string;
  icon?: ReactNode;
  role: AccountType;
  render: (user: UserDto) => ReactNode;
}

export function ProfilePage({ extraTabs = [] }: { extraTabs?: readonly ProfileTabExtension[] }) {
  const { t } = useTranslation('accounts');
  const userQuery = useCurrentUser();
  // The account or its error is the first screen: the frame's bell and call dialog wait for it.
  useMarkFirstScreenShown(!userQuery.isPending);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('profile.pageTitle')}</title>
      {userQuery.isPending ? (
        <PageSpinner label={t('profile.loading')} />
      ) : userQuery.isError ? (
        <Card className="flex flex-col items-start gap-4">
          <h1 className="text-xl font-bold text-slate-900">{t('profile.heading')}</h1>
          <StatusMessage tone="error" className="w-full">
            {userQuery.error instanceof ApiError ? userQuery.error.messages : [t('profile.loadFailed')]}
          </StatusMessage>
          <Button onClick={() => void userQuery.refetch()} isLoading={userQuery.isFetching}>
            {t('profile.tryAgain')}
          </Button>
        </Card>
      ) : (
        <Profile user={userQuery.data} extraTabs={extraTabs} />
      )}
    </div>
  );
}

interface ProfileProps {
  user: UserDto;
  extraTabs: readonly ProfileTabExtension[];
}

function Profile({ user, extraTabs }: ProfileProps) {
  const { t } = useTranslation('accounts');
  const accountType = accountTypeOf(user);
  const fullName = fullNameOf(user);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-center gap-4">
        <Avatar
          name={fullName}
          src={user.profile_picture}
          size="lg"
          className="shadow-sm ring-4 ring-white"
        />
        <div className="flex min-w-0 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">
              {fullName || t('profile.yourProfile')}
            </h1>
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
              {accountType ? t(`accountType.${accountType}`) : t('profile.newAccount')}
            </span>
          </div>
          <p className="break-all text-slate-600">{user.email}</p>
        </div>
      </header>
      {accountType ? (
        <ProfileTabs
          user={user}
          accountType={accountType}
          extraTabs={extraTabs.filter((tab) => tab.role === accountType)}
        />
      ) : (
        <AccountTypePicker user={user} />
      )}
    </div>
  );
}

interface ProfileTabsProps extends ProfileProps {
  accountType: AccountType;
}

function ProfileTabs({ user, accountType, extraTabs }: ProfileTabsProps) {
  const { t } = useTranslation('accounts');
  const tabs: readonly TabItem<string>[] = [
    ...COMMON_TABS.map((tab) => ({ ...tab, label: t(tab.label) })),
    ...extraTabs,
  ];
  // The open tab lives in the address, so a reload or a shared link opens the same tab.
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const extraTab = extraTabs.find((tab) => tab.id === requested);
  const commonTab = COMMON_TABS.find((tab) => tab.id === requested)?.id ?? 'details';
  const selected = extraTab?.id ?? commonTab;

  return (
    <Card className="p-4 sm:p-6">
      <Tabs
        label={t('profile.sections')}
        tabs={tabs}
        selected={selected}
        onSelect={(id) => setSearchParams(id === 'details' ? {} : { tab: id }, { replace: true })}
      >
        <Suspense fallback={<TabPanelLoading />}>
          {extraTab ? (
            extraTab.render(user)
          ) : (
            <CommonTabPanel tab={commonTab} user={user} accountType={accountType} />
          )}
        </Suspense>
      </Tabs>
    </Card>
  );
}

interface CommonTabPanelProps {
  tab: CommonTabId;
  user: UserDto;
  accountType: AccountType;
}

function TabPanelLoading() {
  return (
    <div className="flex min-h-48 items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}

function CommonTabPanel({ tab, user, accountType }: CommonTabPanelProps) {
  switch (tab) {
    case 'details':
      return <UserDetailsTab user={user} accountType={accountType} />;
    case 'password':
      return <ChangePasswordTab />;
    case 'settings':
      return (
        <>
          <SettingsTab settings={user.settings} accountType={accountType} />
          <DeleteAccountSection />
        </>
      );
  }
}
