import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootFallback, RootLayout } from './root-layout.tsx';
import { RouteErrorPage } from './route-error-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { GuestOnly, RequireToken } from './route-guards.tsx';
import { loadTexts } from '../lib/i18n/i18n.ts';
import { prefetchClassPage } from '../features/classes/api/get-class-page.ts';
import { appQueryClient } from './providers.tsx';

/**
 * A page beyond the first screen, loaded with every text of the app: the first page carries only
 * the texts of the frame and the public pages.
 */
function withTexts<Route>(load: () => Promise<Route>): () => Promise<Route> {
  return async () => (await Promise.all([load(), loadTexts()]))[0];
}

// Each page is its own chunk (DESIGN "Performance rules"): the first visit loads only what it shows.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootFallback,
    errorElement: <RouteErrorPage />,
    children: [
      {
        // Errors of a page show inside the layout, so the navigation bar stays usable.
        errorElement: <RouteErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/landing/pages/home-page.tsx')).HomePage,
            }),
          },
          {
            // Public: read before registering (docs/decisions.md, "Retention").
            path: 'privacy',
            lazy: async () => ({
              Component: (await import('../features/privacy/pages/privacy-page.tsx')).PrivacyPage,
            }),
          },
          {
            path: 'features',
            lazy: async () => ({
              Component: (await import('../features/landing/pages/features-page.tsx')).FeaturesPage,
            }),
          },
          {
            Component: GuestOnly,
            children: [
              {
                path: 'login',
                lazy: withTexts(async () => ({
                  Component: (await import('../features/auth/pages/login-page.tsx')).LoginPage,
                })),
              },
              {
                path: 'register',
                lazy: withTexts(async () => ({
                  Component: (await import('../features/auth/pages/register-page.tsx')).RegisterPage,
                })),
              },
            ],
          },
          {
            path: 'resetPassword',
            lazy: withTexts(async () => ({
              Component: (await import('../features/auth/pages/reset-password-page.tsx')).ResetPasswordPage,
            })),
          },
          {
            path: 'resetPassword/confirm/:uid/:token',
            lazy: withTexts(async () => ({
              Component: (await import('../features/auth/pages/reset-password-confirm-page.tsx'))
                .ResetPasswordConfirmPage,
            })),
          },
          {
            path: 'verify-email/:key',
            lazy: withTexts(async () => ({
              Component: (await import('../features/auth/pages/verify-email-page.tsx')).VerifyEmailPage,
            })),
          },
          {
            // Public: the invitation is kept through login or registration, then accepted.
            path: 'guardian-invitation/:token',
            lazy: withTexts(async () => ({
              Component: (await import('../features/students/pages/guardian-invitation-page.tsx'))
                .GuardianInvitationPage,
            })),
          },
          {
            // Public: students hand in work by link without an account (docs/product.md, "Handing in by link"). A trailing
            // slash, as the portfolio's links have, matches too.
            path: 'assignment/:code',
            lazy: withTexts(async () => ({
              Component: (await import('../features/assignments/pages/assignment-submission-page.tsx'))
                .AssignmentSubmissionPage,
            })),
          },
          {
            Component: RequireToken,
            children: [
              {
                // Where signing in lands (docs/product.md, "Home").
                path: 'home',
                lazy: withTexts(async () => ({
                  Component: (await import('./home-route.tsx')).HomeRoute,
                })),
              },
              {
                // A leader writes to the whole school; families and teachers read (docs/decisions.md, "School announcements").
                path: 'school/announcements',
                lazy: withTexts(async () => ({
                  Component: (await import('../features/school-announcements/pages/school-announcements-page.tsx'))
                    .SchoolAnnouncementsPage,
                })),
              },
              {
                // Permission slips and forms: a family's list, and one form (docs/product.md, "Permission slips and forms").
                path: 'forms',
                lazy: withTexts(async () => ({
                  Component: (await import('../features/forms/pages/forms-page.tsx')).FormsPage,
                })),
              },
              {
                path: 'forms/:formId',
                lazy: withTexts(async () => ({
                  Component: (await import('../features/forms/pages/form-page.tsx')).FormPage,
                })),
              },
              {
                path: 'profile',
                lazy: withTexts(async () => ({
                  Component: (await import('./profile-route.tsx')).ProfileRoute,
                })),
              },
              {
                path: 'logout',
                lazy: withTexts(async () => ({
                  Component: (await import('../features/auth/pages/logout-page.tsx')).LogoutPage,
                })),
              },
              {
                // A leader's reports; the School page (another part of issue 13) links here.
                path: 'school/reports',
                lazy: withTexts(async () => ({
                  Component: (await import('../features/moderation/pages/school-reports-page.tsx')).SchoolReportsPage,
                })),
              },
              {
                path: 'class/:id',
                // The class's answer is asked for with the page's code, not after it (docs/architecture.md, "The class page in the browser").
                loader: ({ params }) => prefetchClassPage(appQueryClient, params.id),
                // Its tabs (`?tab=`) show the same answer: only another class asks again.
                shouldRevalidate: ({ currentParams, nextParams }) => currentParams.id !== nextParams.id,
                lazy: withTexts(async () => ({
                  Component: (await import('../features/classes/pages/class-page.tsx')).ClassPage,
                })),
              },
              {
                // The printable schedule of a day of conferences (the class's teachers).
                path: 'class/:id/conferences/:windowId/print',
                lazy: withTexts(async () => ({
                  Component: (await import('../features/conferences/pages/conference-schedule-page.tsx')).ConferenceSchedulePage,
                })),
              },
              {
                // The School page of a school's leaders; the server refuses everyone else.
                path: 'school',
                lazy: withTexts(async () => ({
                  Component: (await import('./school-route.tsx')).SchoolRoute,
                })),
              },
              {
                // A class's teacher or a school leader imports students and their guardians (issue 13).
                path: 'roster',
                lazy: withTexts(async () => ({
                  Component: (await import('../features/roster/pages/roster-import-page.tsx'))
                    .RosterImportPage,
                })),
              },
              {
                path: 'studentProfile/:id',
                lazy: withTexts(async () => ({
                  Component: (await import('./portfolio-route.tsx')).PortfolioRoute,
                })),
              },
              {
                path: 'chatHub',
                lazy: withTexts(async () => ({
                  Component: (await import('../features/chat/pages/chat-hub-page.tsx')).ChatHubPage,
                })),
              },
              {
                path: 'chatGroup/:id',
                lazy: withTexts(async () => ({
                  Component: (await import('./chat-group-route.tsx')).ChatGroupRoute,
                })),
              },
              {
                path: 'videoChat/:id',
                lazy: withTexts(async () => ({
                  Component: (await import('../features/calls/pages/video-chat-page.tsx')).VideoChatPage,
                })),
              },
              // The video and notification pages join here with their issues.
            ],
          },
          // Small and already needed by the error page, so not a chunk of its own.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
