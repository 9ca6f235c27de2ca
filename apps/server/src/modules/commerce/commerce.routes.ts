import { CommerceMessage, commerceEndpoints, IDEMPOTENCY_KEY_HEADER } from '@frameshop/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error';
import { routeOf } from '../../http/route-of';
import { sessionRefusal, signedIn, tokenClaimsOf } from '../auth';
import type { GeoService } from '../geo';
import { StaleSession, type Buyer, type CommerceService } from './commerce.service';
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
/** A spend that honours an Idempotency-Key, and says so. */
const retrySafeDocs = (tags: string[], summary: string) => ({
  ...docs(
    tags,
    summary,
    `Send an \`${IDEMPOTENCY_KEY_HEADER}\` header to make retries safe: the same key answers ` +
      'the first answer again and never charges twice.',
  ),
  idempotencyKey: true,
});

function buyerOf(request: FastifyRequest, geo: GeoService): Buyer {
  return {
    userId: signedIn(request).user.id,
    isIndianUser: geo.regionOf(request.ip).isIndianUser,
  };
}

/** The cart and the owned library; the scope's hook admits only signed-in users. */
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

/** The words a spend route refuses a visitor, or a revoked session, with. */
type Refusal = (request: FastifyRequest) => string;

/** Buying or downloading one template, as the routes call it. */
type TemplateSpend<T> = (
  buyer: Buyer,
  templateId: number,
  expectedPrice: number | undefined,
  idempotencyKey: string | undefined,
) => Promise<T>;

/**
 * The spends: checking the cart out, buying and downloading one template. Open scope: the hook
 * only checks a token's signature (`tokenSignatureOnly`), and the spend compares its version with the
 * buyer's locked row, so a request makes one round trip fewer. A visitor, or a revoked session, is
 * refused as the route's own words say.
 */
export const spendRoutes: FastifyPluginAsyncZod<CommerceRoutesOptions> = async (
  app,
  { commerce, geo },
) => {
  const requireSession = (refusal: Refusal) => async (request: FastifyRequest) => {
    if (!tokenClaimsOf(request)) throw AppError.unauthorized(refusal(request));
  };
  /**
   * Runs a spend for the session's buyer; a session revoked since its token was issued is refused
   * as a visitor would be.
   */
  const asBuyer = <T>(
    request: FastifyRequest,
    refusal: Refusal,
    spend: (buyer: Buyer, idempotencyKey: string | undefined) => Promise<T>,
  ): Promise<T> => {
    const claims = tokenClaimsOf(request)!;
    const buyer: Buyer = {
      userId: claims.userId,
      tokenVersion: claims.tokenVersion,
      isIndianUser: geo.regionOf(request.ip).isIndianUser,
    };
    const key = idempotencyKeyOf(request);
    return spend(buyer, key).catch((error: unknown) => {
      throw error instanceof StaleSession ? AppError.unauthorized(refusal(request)) : error;
    });
  };
  const templateSpend =
    <T>(refusal: Refusal, spend: TemplateSpend<T>) =>
    (request: FastifyRequest, body: { templateId: string; expectedPrice?: number | undefined }) =>
      asBuyer(request, refusal, (buyer, key) =>
        spend(buyer, Number(body.templateId), body.expectedPrice, key),
      );

  // As every other signed-in route refuses, and before the body is looked at.
  app.route({
    ...routeOf(
      commerceEndpoints.checkout,
      retrySafeDocs(['cart'], 'Buy every line in one transaction, all or nothing'),
    ),
    preValidation: requireSession(sessionRefusal),
    handler: (request) =>
      asBuyer(request, sessionRefusal, (buyer, key) =>
        commerce.checkout(buyer, request.body.expectedTotal, key),
      ),
  });

  const purchaseRefusal = () => CommerceMessage.purchaseNeedsSignIn;
  const downloadRefusal = () => CommerceMessage.downloadNeedsSignIn;
  const purchase = templateSpend(purchaseRefusal, commerce.purchase.bind(commerce));
  const download = templateSpend(downloadRefusal, commerce.download.bind(commerce));
  const tags = ['purchases'];
  // Refused before the body is looked at, as the checkout above is.
  app.route({
    ...routeOf(
      commerceEndpoints.purchaseTemplate,
      retrySafeDocs(tags, 'Buy a template; owning it already charges nothing'),
    ),
    preValidation: requireSession(purchaseRefusal),
    handler: (request) => purchase(request, request.body),
  });
  app.route({
    ...routeOf(
      commerceEndpoints.downloadTemplate,
      retrySafeDocs(tags, 'A download link; the first download pays for the template'),
    ),
    preValidation: requireSession(downloadRefusal),
    handler: (request) => download(request, request.body),
  });
};
