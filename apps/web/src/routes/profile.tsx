import type { UserProfile } from '../lib/user-profile';
import { useNavigate, useSearchParams } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { PageContainer } from '../components/page-container';
import { Button } from '../components/ui/button';
import { ButtonLink } from '../components/ui/button-link';
import { FilmIcon, HeartIcon, LogoutIcon, SparklesIcon, UserIcon } from '../components/ui/icons';
import { Tabs } from '../components/ui/tabs';
import type { TabItem } from '../components/ui/tabs';
import { AccountSecurity } from '../features/auth/account/components/account-security';
import { displayNameOf } from '../features/auth/display-name';
import { useAuth } from '../features/auth/hooks/use-auth';
import { BillingDetailsSection } from '../features/billing/components/billing-details-section';
import { InvoiceList } from '../features/billing/components/invoice-list';
import { CreditPurchaseHistory } from '../features/buy-credits/components/credit-purchase-history';
import { CreditStatement } from '../features/credit-statement/components/credit-statement';
import { LikedTemplates } from '../features/catalogue/components/liked-templates';
import { BatchList } from '../features/batches/components/batch-list';
import { BrandKitSection } from '../features/brand-kit/components/brand-kit-section';
import { GeneratedVideosPanel } from '../features/generated-videos/components/generated-videos-panel';
import { ApiKeysSection } from '../features/profile/components/api-keys-section';
import { CreditsPanel } from '../features/profile/components/credits-panel';
import { DevelopersCard } from '../features/profile/components/developers-card';
import { ProfileDetails } from '../features/profile/components/profile-details';
import { WebhooksSection } from '../features/profile/components/webhooks-section';
import { TeamsSection } from '../features/teams/components/teams-section';
import { usePayer } from '../features/teams/hooks/use-payer';
import { cancelRender } from '../features/renders/api/cancel-render';
import { paths, profileTabOf, profileTabPath } from '../lib/paths';
import type { ProfileTab } from '../lib/paths';
import { tokenStore } from '../lib/token-store';

export default function ProfileScreen() {
  const { user, logout, signIn, refetchProfile, updateCredits } = useAuth();
  // The open tab lives in the address: links can open one, and Back returns to the previous one.
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const tab = profileTabOf(search);
  const payer = usePayer(user);
  const selectTab = (next: ProfileTab) => {
    if (next !== tab) void navigate(profileTabPath(next), { preventScrollReset: true });
  };

  // The protected route normally keeps visitors out; this covers a render without a user.
  if (!user) return <SignedOutNotice />;

  const name = displayNameOf(user);
  // A new token from a username change keeps the session's remember-me choice.
  const onTokenRenewed = (token: string, updated: UserProfile) =>
    signIn(token, updated, tokenStore.read()?.rememberMe ?? false);

  const tabs: TabItem<ProfileTab>[] = [
    {
      id: 'profile',
      label: (
        <>
          <UserIcon className="hidden size-4 sm:block" /> Profile
        </>
      ),
      panel: () => (
        <div className="space-y-8">
          <ProfileDetails
            user={user}
            onProfileChanged={refetchProfile}
            onTokenRenewed={onTokenRenewed}
          />
          <TeamsSection />
          <CreditPurchaseHistory items={user.creditPurchaseHistory} />
          <InvoiceList />
          <BillingDetailsSection accountName={name} />
          <CreditStatement />
          <AccountSecurity
            user={user}
            onTokenRenewed={onTokenRenewed}
            onProfileChanged={refetchProfile}
            onSignedOut={logout}
          />
          {/* Owners and admins may make a key that acts as their team. */}
          <ApiKeysSection
            teams={payer.teams.filter((team) => team.role === 'owner' || team.role === 'admin')}
          />
          <WebhooksSection />
          <DevelopersCard />
        </div>
      ),
    },
    {
      id: 'generated-videos',
      label: (
        <>
          <FilmIcon className="hidden size-4 sm:block" /> Generated Videos
        </>
      ),
      panel: () => (
        <div className="space-y-8">
          <BatchList />
          <GeneratedVideosPanel
            cancelRender={cancelRender}
            onCreditsChanged={updateCredits}
            onCreditsReturned={refetchProfile}
          />
        </div>
      ),
    },
    {
      id: 'liked-templates',
      label: (
        <>
          <HeartIcon className="hidden size-4 sm:block" /> Liked Templates
        </>
      ),
      panel: () => <LikedTemplates label="Your liked templates" />,
    },
    {
      id: 'brand-kit',
      label: (
        <>
          <SparklesIcon className="hidden size-4 sm:block" /> Brand kit
        </>
      ),
      panel: () => <BrandKitSection />,
    },
  ];

  return (
    <PageContainer className="py-10 lg:py-14">
      <DocumentTitle title="My Profile" />
      <div className="flex flex-col gap-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-4">
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-full bg-gradient-to-br from-brand-400 to-brand-700 text-2xl font-semibold text-white uppercase"
          >
            {name.charAt(0)}
          </span>
          <div className="min-w-0">
            <h1 className="truncate text-2xl font-bold tracking-tight text-ink sm:text-3xl">
              {name}
            </h1>
            <p className="truncate text-ink-muted">
              @{user.username} · {user.email}
            </p>
          </div>
        </div>
        <Button
          variant="secondary"
          onClick={() => void logout()}
          className="self-start sm:self-auto"
        >
          <LogoutIcon className="size-4" />
          Sign Out
        </Button>
      </div>

      <div className="mt-8">
        {/* The person's own balance, whichever account pays now. */}
        <CreditsPanel credits={payer.personalCredits ?? user.credits} />
      </div>

      <div className="mt-10">
        <Tabs
          label="Your account"
          tabs={tabs}
          selected={tab}
          onSelect={selectTab}
          shareWidthOnPhones
        />
      </div>
    </PageContainer>
  );
}

function SignedOutNotice() {
  return (
    <PageContainer className="py-16">
      <DocumentTitle title="My Profile" />
      <div className="mx-auto flex max-w-md flex-col items-center rounded-panel bg-surface px-6 py-12 text-center shadow-card ring-1 ring-line">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <UserIcon className="size-7" />
        </span>
        <h1 className="mt-5 text-xl font-semibold text-ink">Please log in to view your profile</h1>
        <ButtonLink to={paths.login()} className="mt-6">
          Sign In
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
