import { CommerceMessage, commerceEndpoints, IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { routeOf } from '../../http/route-of';
import { signedIn } from '../auth';
import type { GeoService } from '../geo';
import type { Buyer, CommerceService } from './commerce.service';
import { idempotencyKeyOf } from './idempotency';

export interface CommerceRoutesOptions {
  commerce: CommerceService;
  geo: GeoService;
}

const docs = (tags: string[], summary: string, description?: string) => ({
  tags,
  summary,
  ...(description ? { description } : {}),
  security: [{ bearerAuth: [] }],
});
const retrySafe =
  `Send an \`${IDEMPOTENCY_KEY_HEADER}\` header to make retries safe: the same key answers the ` +
  'first answer again and never charges twice.';

function buyerOf(request: FastifyRequest, geo: GeoService): Buyer {
  return {
    userId: signedIn(request).user.id,
    isIndianUser: geo.regionOf(request.ip).isIndianUser,
  };
}

/** The cart, checkout and the owned library; the scope's hook admits only signed-in users. */
export const commerceRoutes: FastifyPluginAsyncZod<CommerceRoutesOptions> = async (
  app,
  { commerce, geo },
) => {
  const cartTags = ['cart'];
  app.route({
    ...routeOf(commerceEndpoints.cart, docs(cartTags, 'The cart, priced for the caller')),
    handler: (request) => commerce.cart(buyerOf(request, geo)),
  });
  app.route({
    ...routeOf(commerceEndpoints.addToCart, docs(cartTags, 'Add licences of a template')),
    handler: (request) =>
      commerce.addToCart(
        buyerOf(request, geo),
        Number(request.body.templateId),
        request.body.quantity,
      ),
  });
  app.route({
    ...routeOf(
      commerceEndpoints.updateCartQuantity,
      docs(cartTags, "Change a line's quantity; 0 or less removes it"),
    ),
    handler: (request) =>
      commerce.changeQuantity(
        buyerOf(request, geo),
        Number(request.body.templateId),
        request.body.delta,
      ),
  });
  app.route({
    ...routeOf(commerceEndpoints.removeFromCart, docs(cartTags, 'Remove a line')),
    handler: (request) =>
      commerce.removeFromCart(buyerOf(request, geo), Number(request.params.templateId)),
  });
  app.route({
    ...routeOf(
      commerceEndpoints.checkout,
      docs(cartTags, 'Buy every line in one transaction, all or nothing', retrySafe),
    ),
    handler: (request) =>
      commerce.checkout(
        buyerOf(request, geo),
        request.body.expectedTotal,
        idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
      ),
  });

  const libraryTags = ['purchases'];
  app.route({
    ...routeOf(
      commerceEndpoints.purchases,
      docs(libraryTags, 'The owned templates and their licences, newest first'),
    ),
    handler: async (request) => ({ purchases: await commerce.library(buyerOf(request, geo)) }),
  });
  app.route({
    ...routeOf(commerceEndpoints.licence, docs(libraryTags, "A licence's certificate")),
    handler: (request) => commerce.certificate(signedIn(request).user, request.params.licenceId),
  });
};

/**
 * Buying and downloading one template. Open scope (the hook only recognises a session), so each
 * refuses a visitor with the spec's own message.
 */
export const purchaseRoutes: FastifyPluginAsyncZod<CommerceRoutesOptions> = async (
  app,
  { commerce, geo },
) => {
  const requireSignIn = (message: string) => async (request: FastifyRequest) => {
    if (!request.authenticated) throw AppError.unauthorized(message);
  };
  const tags = ['purchases'];
  app.route({
    ...routeOf(
      commerceEndpoints.purchaseTemplate,
      docs(tags, 'Buy a template; owning it already charges nothing', retrySafe),
    ),
    preHandler: requireSignIn(CommerceMessage.purchaseNeedsSignIn),
    handler: (request) =>
      commerce.purchase(
        buyerOf(request, geo),
        Number(request.body.templateId),
        request.body.expectedPrice,
        idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
      ),
  });
  app.route({
    ...routeOf(
      commerceEndpoints.downloadTemplate,
      docs(tags, 'A download link; the first download pays for the template', retrySafe),
    ),
    preHandler: requireSignIn(CommerceMessage.downloadNeedsSignIn),
    handler: (request) =>
      commerce.download(
        buyerOf(request, geo),
        Number(request.body.templateId),
        request.body.expectedPrice,
        idempotencyKeyOf(request.headers[IDEMPOTENCY_KEY_HEADER]),
      ),
  });
};
