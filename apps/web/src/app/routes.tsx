import type { RouteObject } from 'react-router';
import { Navigate, replace } from 'react-router';
import { LoadingState } from '../components/ui/loading-state';
import { ProtectedRoute } from '../features/auth/components/protected-route';
import { templateKindHandle } from '../features/catalogue/hooks/use-route-template-kind';
import { lazyScreen } from '../lib/lazy-screen';
import { paths, routePatterns } from '../lib/paths';
import { RootErrorScreen, RouteErrorScreen } from './errors/error-screen';
import { RootLayout } from './layout/root-layout';
import { templateIdLoader } from './template-id-loader';

/** The group of screens behind sign-in; the server leaves them to the browser. */
export const PROTECTED_ROUTE_ID = 'protected';

/**
 * The whole route table. Every screen is its own lazily loaded chunk; a chunk that fails to arrive
 * surfaces on the error screen with its name and the reason.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RootErrorScreen />,
    children: [
      {
        // Screen errors render here, inside the navbar and footer, so the visitor can move on.
        errorElement: <RouteErrorScreen />,
        // Shown inside the frame while the first screen's chunk downloads.
        hydrateFallbackElement: <LoadingState label="Loading page…" />,
        children: [
          { index: true, lazy: lazyScreen('home', () => import('../routes/home')) },
          { path: routePatterns.login, lazy: lazyScreen('login', () => import('../routes/login')) },
          {
            path: routePatterns.register,
            lazy: lazyScreen('register', () => import('../routes/register')),
          },
          { path: routePatterns.faq, lazy: lazyScreen('faq', () => import('../routes/faq')) },
          // The store's own information pages, linked from the footer.
          {
            path: routePatterns.pricing,
            lazy: lazyScreen('pricing', () => import('../routes/pricing')),
          },
          {
            path: routePatterns.features,
            lazy: lazyScreen('features', () => import('../routes/features')),
          },
          {
            path: routePatterns.developers,
            lazy: lazyScreen('developers', () => import('../routes/developers')),
          },
          {
            path: routePatterns.support,
            lazy: lazyScreen('support', () => import('../routes/support')),
          },
          {
            path: routePatterns.contact,
            lazy: lazyScreen('contact', () => import('../routes/contact')),
          },
          { path: routePatterns.terms, lazy: lazyScreen('terms', () => import('../routes/terms')) },
          {
            path: routePatterns.privacy,
            lazy: lazyScreen('privacy', () => import('../routes/privacy')),
          },
          {
            path: routePatterns.cookies,
            lazy: lazyScreen('cookies', () => import('../routes/cookies')),
          },
          {
            // Public: the page itself asks visitors to log in before buying.
            path: routePatterns.buyCredits,
            lazy: lazyScreen('buy-credits', () => import('../routes/buy-credits')),
          },
          {
            // Public: a visitor who follows an invite's link is asked to sign in or sign up here.
            path: routePatterns.teamInvite,
            lazy: lazyScreen('team-invite', () => import('../routes/team-invite')),
          },
          {
            path: routePatterns.search,
            lazy: lazyScreen('search', () => import('../routes/search')),
          },
          {
            path: routePatterns.templatesList,
            handle: templateKindHandle('video'),
            lazy: lazyScreen('templates-list', () => import('../routes/templates-list')),
          },
          {
            path: routePatterns.imageTemplates,
            handle: templateKindHandle('image'),
            lazy: lazyScreen('templates-list', () => import('../routes/templates-list')),
          },
          {
            path: routePatterns.directSellTemplates,
            handle: templateKindHandle('direct-sell'),
            lazy: lazyScreen('templates-list', () => import('../routes/templates-list')),
          },

          // Catalogue detail pages are public. The route table lists them in the protected group,
          // yet also records visitors browsing them ("Both readings are given"); a store whose
          // product pages demand an account loses its visitors, so browsing stays open and only
          // acting on a template (editing, buying, liking) requires signing in.
          {
            path: routePatterns.template,
            loader: templateIdLoader(paths.template),
            handle: templateKindHandle('video'),
            lazy: lazyScreen('template-detail', () => import('../routes/template-detail')),
          },
          {
            path: routePatterns.imageTemplate,
            loader: templateIdLoader(paths.imageTemplate),
            handle: templateKindHandle('image'),
            lazy: lazyScreen('template-detail', () => import('../routes/template-detail')),
          },
          {
            path: routePatterns.directSell,
            loader: templateIdLoader(paths.directSell),
            handle: templateKindHandle('direct-sell'),
            lazy: lazyScreen('template-detail', () => import('../routes/template-detail')),
          },

          {
            id: PROTECTED_ROUTE_ID,
            element: <ProtectedRoute />,
            children: [
              {
                path: routePatterns.adminDashboard,
                lazy: lazyScreen('admin-dashboard', () => import('../routes/admin-dashboard')),
              },
              {
                path: routePatterns.adminTemplateNew,
                lazy: lazyScreen(
                  'admin-template-editor',
                  () => import('../routes/admin-template-editor'),
                ),
              },
              {
                path: routePatterns.adminTemplate,
                lazy: lazyScreen(
                  'admin-template-editor',
                  () => import('../routes/admin-template-editor'),
                ),
              },
              {
                path: routePatterns.adminTemplateScene,
                lazy: lazyScreen(
                  'admin-template-scene',
                  () => import('../routes/admin-template-scene'),
                ),
              },
              {
                path: routePatterns.adminReceipt,
                lazy: lazyScreen('admin-receipt', () => import('../routes/admin-receipt')),
              },
              {
                path: routePatterns.templateServerRender,
                loader: templateIdLoader(paths.templateServerRender),
                lazy: lazyScreen(
                  'template-server-render',
                  () => import('../routes/template-server-render'),
                ),
              },
              {
                path: routePatterns.templateDirectUpload,
                loader: templateIdLoader(paths.templateDirectUpload),
                lazy: lazyScreen(
                  'template-direct-upload',
                  () => import('../routes/template-direct-upload'),
                ),
              },
              {
                path: routePatterns.templateDirectUploadImage,
                loader: templateIdLoader(paths.templateDirectUploadImage),
                lazy: lazyScreen(
                  'template-direct-upload-image',
                  () => import('../routes/template-direct-upload-image'),
                ),
              },
              {
                path: routePatterns.canvasEditor,
                loader: templateIdLoader(paths.canvasEditor, { requireTemplateId: true }),
                lazy: lazyScreen('canvas-editor', () => import('../routes/canvas-editor')),
              },
              {
                path: routePatterns.makeMany,
                loader: templateIdLoader(paths.makeMany),
                lazy: lazyScreen('make-many', () => import('../routes/make-many')),
              },
              {
                path: routePatterns.batch,
                lazy: lazyScreen('batch', () => import('../routes/batch')),
              },
              {
                path: routePatterns.profile,
                lazy: lazyScreen('profile', () => import('../routes/profile')),
              },
              {
                path: routePatterns.team,
                lazy: lazyScreen('team', () => import('../routes/team')),
              },
              {
                path: routePatterns.purchased,
                lazy: lazyScreen('purchased', () => import('../routes/purchased')),
              },
              {
                path: routePatterns.licence,
                lazy: lazyScreen('licence', () => import('../routes/licence')),
              },
              {
                path: routePatterns.receipt,
                lazy: lazyScreen('receipt', () => import('../routes/receipt')),
              },
              {
                path: routePatterns.liked,
                lazy: lazyScreen('liked', () => import('../routes/liked')),
              },
              {
                path: routePatterns.cart,
                lazy: lazyScreen('cart', () => import('../routes/cart')),
              },
              {
                path: routePatterns.creditPurchaseSuccess,
                lazy: lazyScreen(
                  'credit-purchase-success',
                  () => import('../routes/credit-purchase-success'),
                ),
              },
            ],
          },

          // Unknown paths go home, as the spec asks. The loader redirects before anything renders;
          // the element covers a render that happens without running loaders.
          {
            path: '*',
            loader: () => replace(paths.home()),
            element: <Navigate to={paths.home()} replace />,
          },
        ],
      },
    ],
  },
];
