// The API document (`/api/docs/json`) as TypeScript types, made by openapi-typescript.
// Generated: do not edit. `npm run api:types` writes it again from the routes; the API client
// test fails while it differs from the document the server serves.

export interface paths {
    "/api/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process is up and its event loop runs
         * @description Always 200 while the process answers at all; for restarting a hung process, never for taking one out of a load balancer (see ready).
         */
        get: operations["getHealthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: whether a load balancer should send this process requests
         * @description 200 when the database answers a trivial query within a second and the process is not stopping; 503 otherwise, from the moment a graceful stop begins, so the process is drained.
         */
        get: operations["getHealthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Liveness, whether the database and the media store answer, and the job queue */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/public-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Settings the browser needs */
        get: operations["getPublicConfig"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the store’s support mailbox */
        post: operations["postContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account (email and phone verified first) */
        post: operations["postRegister"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password */
        post: operations["postLogin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/google-auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in or sign up with a Google ID token
         * @description Answers 503 when the store has no Google client id (the button is hidden then).
         */
        post: operations["postGoogleAuth"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check-user-exists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether an account uses this email (404 when none) */
        post: operations["postCheckUserExists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password after verifying an emailed code */
        post: operations["postResetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/send-email-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a one-time code */
        post: operations["postSendEmailOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/resend-email-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a new one-time code */
        post: operations["postResendEmailOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-email-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check an emailed code */
        post: operations["postVerifyEmailOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/send-phone-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Text a one-time code */
        post: operations["postSendPhoneOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-phone-otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a texted code */
        post: operations["postVerifyPhoneOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getProfile"];
        /** Change profile fields; only changed ones are written */
        put: operations["putProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check-username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a username is free */
        post: operations["postCheckUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/check-username": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Whether a username is free */
        post: operations["postUserCheckUsername"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit balance */
        get: operations["getUserCredits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-generated-videos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user's rendered videos and exported pictures, newest first */
        get: operations["getUserGeneratedVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/geo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The visitor's country and currency, from the client address */
        get: operations["getGeo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List video templates: search, filter by section, orientation, price and length, sort, page */
        get: operations["getTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the video templates */
        get: operations["getTemplateByTemplateId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/image-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List image templates: search, filter by section, orientation, price and length, sort, page */
        get: operations["getImageTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/image-template/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the image templates */
        get: operations["getImageTemplateByTemplateId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/direct-sell-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List direct-sell videos: search, filter by section, orientation, price and length, sort, page */
        get: operations["getDirectSellTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/direct-sell/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the direct-sell videos */
        get: operations["getDirectSellByTemplateId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search the whole store: each kind’s count and first templates, by relevance
         * @description A section per kind (video, image, direct-sell), each with how many templates its list finds for the search and its first few, ranked as the list ranks them. Prices are the visitor’s regional prices.
         */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Suggestions as a search is typed: up to 5 template names and 3 sections of a kind, or 3 names of each kind */
        get: operations["getSearchSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What each filter beside the section chips would hold, for a search
         * @description Each filter is counted with the search, the section and the other filters as chosen, without its own choice. Prices are the visitor’s regional prices.
         */
        get: operations["getSearchFilters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/template/{templateId}/suggestions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Templates like this one: 2 points per shared category, 3 per shared section */
        get: operations["getTemplateByTemplateIdSuggestions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/templates/{templateId}/fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What a request can fill in a picture or video template: its text layers and photo slots
         * @description The text layers and photo slots of the template’s starting scene, with their boxes in the template’s pixels, each text’s designed words, font and size, the longest text and the smallest size a longer text shrinks to, and the kinds of photo each slot takes. The layer ids are the keys of a batch row’s `texts` and `photos`. Published picture and video templates only.
         */
        get: operations["getTemplatesByTemplateIdFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/search/synonyms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The synonyms searches use */
        get: operations["getAdminSearchSynonyms"];
        /**
         * Replace the synonyms
         * @description One word each side: a search for the term also finds the synonym, and the other way round when twoWay. Used from the next search on.
         */
        put: operations["putAdminSearchSynonyms"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/search/queries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What buyers searched for in a period
         * @description The most searched queries and those that found nothing, counted per day of the store without who searched. Searches that looked like personal data (an email, a phone or card number, a password) are only counted, in personalLeftOut: their words are never kept.
         */
        get: operations["getAdminSearchQueries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/video-url/{templateId}/{fileName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The video of a ready-made template: the full film for its owners, else the preview
         * @description The file name is always `{templateId}compiled.mp4`. With the bearer token of an owner (or an admin) the answer is a signed, expiring link to the full film; visitors and everyone else get the link of the public preview.
         */
        get: operations["getVideoUrlByTemplateIdByFileName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A media file: catalogue media openly, anything else through a signed link */
        get: operations["getMediaByPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        /** A media file: catalogue media openly, anything else through a signed link */
        head: operations["headMediaByPath"];
        patch?: never;
        trace?: never;
    };
    "/api/add-to-liked": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like a template; liking twice keeps one like */
        post: operations["postAddToLiked"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/unlike-template/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Take a like back */
        delete: operations["deleteUnlikeTemplateByTemplateId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/liked-templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The liked templates, most recent first */
        get: operations["getLikedTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy every line in one transaction, all or nothing
         * @description Send an `idempotency-key` header to make retries safe: the same key answers the first answer again and never charges twice.
         */
        post: operations["postCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchase-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy a template; owning it already charges nothing
         * @description Send an `idempotency-key` header to make retries safe: the same key answers the first answer again and never charges twice.
         */
        post: operations["postPurchaseTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/download-template": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A download link; the first download pays for the template
         * @description Send an `idempotency-key` header to make retries safe: the same key answers the first answer again and never charges twice.
         */
        post: operations["postDownloadTemplate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The cart, priced for the caller */
        get: operations["getCart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/add-to-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add licences of a template */
        post: operations["postAddToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update-cart-quantity": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a line's quantity; 0 or less removes it */
        post: operations["postUpdateCartQuantity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cart/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a line */
        delete: operations["deleteCartByTemplateId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The owned templates and their licences, newest first */
        get: operations["getPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/licences/{licenceId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A licence's certificate */
        get: operations["getLicencesByLicenceId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The credit packs on sale, in order */
        get: operations["getCreditPacks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credit-packs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every credit pack, on sale or not
         * @description Each with warnings, such as a savings label its prices contradict.
         */
        get: operations["getAdminCreditPacks"];
        put?: never;
        /** Add a credit pack, last in the list */
        post: operations["postAdminCreditPacks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credit-packs/order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Put the credit packs in a new order
         * @description List every pack, on sale or not, once, first to last: the pricing and Buy Credits pages list those on sale in this order.
         */
        put: operations["putAdminCreditPacksOrder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/credit-packs/{packId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a credit pack
         * @description For the next order only: an order made keeps the credits and amount it was made with.
         */
        put: operations["putAdminCreditPacksByPackId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/create-razorpay-order": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make an order for a credit pack
         * @description Name the pack by `packId`, or by the amount (whole rupees) and credits of exactly one pack; the server sets the amount, in paise.
         */
        post: operations["postCreateRazorpayOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-razorpay-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verify checkout's signature and credit the order
         * @description Credits each order once, however often it is verified; credits and amounts sent are ignored.
         */
        post: operations["postVerifyRazorpayPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-orders/{orderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's orders and its status */
        get: operations["getPaymentOrdersByOrderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-purchases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's credit pack orders */
        get: operations["getCreditPurchases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sandbox-payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay or fail an order in the sandbox
         * @description Only while the sandbox is the provider (404 otherwise): answers what checkout would.
         */
        post: operations["postSandboxPayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/razorpay-webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Razorpay's payment events
         * @description Signed with X-Razorpay-Signature over the raw body; replays of an x-razorpay-event-id are ignored. Crediting happens in a job after the answer.
         */
        post: operations["postRazorpayWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's receipts, newest first */
        get: operations["getReceipts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/receipts/{receiptNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's receipts */
        get: operations["getReceiptsByReceiptNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/receipts/{receiptNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any receipt */
        get: operations["getAdminReceiptsByReceiptNumber"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/credit-statement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's credit changes, newest first, a page at a time
         * @description Every row of the credit ledger: bought, spent, held, refunded, awarded and adjusted. Pass the previous page’s `nextBefore` as `before` for the next one.
         */
        get: operations["getCreditStatement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description The current password is required. Every session ends; the answer carries a new token.
         */
        post: operations["postAccountPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start moving the account to a new email address
         * @description Sends a code to the new address.
         */
        post: operations["postAccountEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/email/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the new email address with its code
         * @description The old address is told by email.
         */
        post: operations["postAccountEmailVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/sign-out-everywhere": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out of every device
         * @description Every token issued so far stops working, the caller's too.
         */
        post: operations["postAccountSignOutEverywhere"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the account
         * @description With the password (or, for an account without one, a fresh Google credential). Credits left are forfeited; personal data, uploads, drafts and results are deleted; ledger rows, receipts and licences are kept without personal data.
         */
        post: operations["postAccountClose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My latest data export
         * @description Whatever became of it; null when none was asked for.
         */
        get: operations["getAccountExport"];
        put?: never;
        /**
         * Export my data
         * @description Starts a job that packs everything the store holds about the caller into a ZIP. One live archive per account: while one is being made, or one made within a day is ready, answers that one; after that a new one replaces it. Poll its status for the download link.
         */
        post: operations["postAccountExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/export/{exportId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An export of my data
         * @description Its progress, and once ready a signed link that expires.
         */
        get: operations["getAccountExportByExportId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's keys, each by its masked tail */
        get: operations["getKeys"];
        put?: never;
        /**
         * Make a key for a program
         * @description The answer is the only one that holds the key: it is stored as a hash and cannot be shown again. At most 10 keys per account.
         */
        post: operations["postKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/keys/{keyId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a key
         * @description Refused at its next request in every process.
         */
        delete: operations["deleteKeysByKeyId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's uploads, newest first, with signed links and the allowance */
        get: operations["getUploads"];
        put?: never;
        /**
         * Upload a photo or a video
         * @description multipart/form-data with one file part. JPEG, PNG or WebP photos; MP4, MOV or WebM videos. The type is read from the content, never the name; a file that is cut short, damaged, too large, too long or over the account’s allowance is refused and not kept.
         */
        post: operations["postUploads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/uploads/{uploadId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of the caller’s uploads and its files */
        delete: operations["deleteUploadsByUploadId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/drafts/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The draft, or the template’s starting scene */
        get: operations["getDraftsByTemplateId"];
        /** Save the draft; a save from an older revision answers 409 with the newer draft */
        put: operations["putDraftsByTemplateId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/renders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order a render of a video template with one of the caller's uploads
         * @description Holds the price until the render completes (the licence is granted) or fails or is cancelled (the credits return). Send an `idempotency-key` header to make retries safe.
         */
        post: operations["postRenders"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/renders/{renderId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's renders */
        get: operations["getRendersByRenderId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/renders/{renderId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a waiting or running render; what it held is returned */
        post: operations["postRendersByRenderIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/renders/{renderId}/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A render's state as server-sent events
         * @description text/event-stream: a `render` event with the render at once and on every change, until it completes, fails or is cancelled.
         */
        get: operations["getRendersByRenderIdEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scene-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Order the full-size export of the caller's scene of a template
         * @description An image template exports a PNG or JPEG drawn from its full-size overlay; a video template burns the scene's photos and text into its video (MP4). Held, settled and refunded as a render order; followed at /api/renders/{renderId} and listed on Generated Videos. Send an `idempotency-key` header to make retries safe.
         */
        post: operations["postSceneExports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scene-exports/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A free watermarked preview of the caller's scene of an image template (image/jpeg)
         * @description Drawn from the reduced, watermarked overlay, at most 960 px on the long side.
         */
        post: operations["postSceneExportsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/scene-exports/templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What an editor opens a template with
         * @description Its starting scene, the overlay to draw (the watermarked preview until owned, then a signed link to the full-size original), ownership and the price.
         */
        get: operations["getSceneExportsTemplatesByTemplateId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batches/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the rows of a batch and price it, holding nothing
         * @description Every row's problems, named at its row and field, the price and the caller's balance.
         */
        post: operations["postBatchesCheck"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's batches, newest first */
        get: operations["getBatches"];
        put?: never;
        /**
         * Confirm a batch: one result per row, the whole total held
         * @description Each result is charged when it is made and its share returned when it fails or is cancelled. A different `expectedTotal` answers 409 and holds nothing. Send an `idempotency-key` header to make retries safe.
         */
        post: operations["postBatches"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batches/{batchId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One of the caller's batches, with its rows */
        get: operations["getBatchesByBatchId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batches/{batchId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel the rows not started; their credits are returned at once */
        post: operations["postBatchesByBatchIdCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batches/{batchId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Make failed rows again, optionally with new texts or photos
         * @description Each row's share is held again at the batch's confirmed price.
         */
        post: operations["postBatchesByBatchIdRetry"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/batches/{batchId}/archive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every made result of a batch as one ZIP, with results.csv
         * @description Streamed as it is read. Opened with the signed link of the batch (`archiveUrl`) or with the owner’s session.
         */
        get: operations["getBatchesByBatchIdArchive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/batches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The newest batches of every buyer */
        get: operations["getAdminBatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/bulk-prices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The price of one result of a batch, per kind */
        get: operations["getAdminBulkPrices"];
        /** Set the price of one result per kind */
        put: operations["putAdminBulkPrices"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pass the admin password gate
         * @description For a signed-in admin whose password matches ADMIN_PASSWORD: a 30-minute admin token for the other admin calls. Wrong passwords are counted and limited like sign-in.
         */
        post: operations["postAdminSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Users with their credits, purchases and payments
         * @description Paged, sorted and searchable.
         */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Templates with their sales */
        get: operations["getAdminTemplates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Money received, top spenders and sales per day */
        get: operations["getAdminRevenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/renders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Renders per template, failures and refunds */
        get: operations["getAdminRenders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every admin action: who, when, what and from where
         * @description Newest first, 50 a page.
         */
        get: operations["getAdminAuditLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{userId}/credits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add to or take from a user's credits
         * @description Writes an admin_adjustment ledger row and an audit entry in one transaction. Send an `idempotency-key` header per intended adjustment: a repeat answers the first answer instead of adjusting again.
         */
        post: operations["postAdminUsersByUserIdCredits"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/export/{table}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Export a table as CSV
         * @description Streamed; the users table covers every page.
         */
        get: operations["getAdminExportByTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/templates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a template, as a draft */
        post: operations["postAdminCatalogueTemplates"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/templates/{templateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A template as its owner edits it */
        get: operations["getAdminCatalogueTemplatesByTemplateId"];
        /**
         * Save a template's fields
         * @description Over the revision it was read at: a save from an older revision answers 409 with the current template.
         */
        put: operations["putAdminCatalogueTemplatesByTemplateId"];
        post?: never;
        /** Delete a draft nobody ever bought */
        delete: operations["deleteAdminCatalogueTemplatesByTemplateId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/templates/{templateId}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish, retire or re-publish a template */
        post: operations["postAdminCatalogueTemplatesByTemplateIdStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/templates/{templateId}/scene": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A template as the canvas editor opens it to design its starting scene */
        get: operations["getAdminCatalogueTemplatesByTemplateIdScene"];
        /**
         * Save a template's starting scene
         * @description The scene every buyer without a draft starts from; its photo slots are empty. Over the revision it was read at: a save from an older revision answers 409 with the current template.
         */
        put: operations["putAdminCatalogueTemplatesByTemplateIdScene"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/templates/{templateId}/sample-preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Render a free preview of a template with the sample photo, before publishing it
         * @description In any status, a draft included, for a video template whose media are prepared. The render is the admin's own, as a buyer's free preview is (540p, watermarked, free, within the hourly limit of previews): follow it with `GET /api/renders/{renderId}` or its events.
         */
        post: operations["postAdminCatalogueTemplatesByTemplateIdSamplePreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/templates/{templateId}/media/{role}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How much of a media file has arrived */
        get: operations["getAdminCatalogueTemplatesByTemplateIdMediaByRole"];
        /**
         * Send one chunk of a media file
         * @description The raw bytes (application/octet-stream) from `offset`; `last=true` on the final chunk stores the file and prepares the media again.
         */
        put: operations["putAdminCatalogueTemplatesByTemplateIdMediaByRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/templates/{templateId}/media/{role}/multipart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The parts of a file already in the bucket */
        get: operations["getAdminCatalogueTemplatesByTemplateIdMediaByRoleMultipart"];
        put?: never;
        /**
         * Start sending a media file straight to the bucket
         * @description A multipart upload under private/originals/; 409 when media are not in a bucket (then the file goes in chunks through the API).
         */
        post: operations["postAdminCatalogueTemplatesByTemplateIdMediaByRoleMultipart"];
        /** Drop a file being sent to the bucket */
        delete: operations["deleteAdminCatalogueTemplatesByTemplateIdMediaByRoleMultipart"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/templates/{templateId}/media/{role}/multipart/parts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Presigned PUT URLs for parts of a file */
        post: operations["postAdminCatalogueTemplatesByTemplateIdMediaByRoleMultipartParts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/templates/{templateId}/media/{role}/multipart/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the parts into the file and prepare the media again
         * @description The file must be of its role’s type, or it is removed (415).
         */
        post: operations["postAdminCatalogueTemplatesByTemplateIdMediaByRoleMultipartComplete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a manifest with its media files
         * @description multipart/form-data: the manifest (CSV or JSON) in `manifest`, its files in `media` by their own names, `dryRun=true` to check only. A dry run answers every problem (200); a real run answers 202 and imports as a job.
         */
        post: operations["postAdminCatalogueImports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/catalogue/imports/{importId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How a manifest import stands */
        get: operations["getAdminCatalogueImportsByImportId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your webhook endpoints, never their secrets */
        get: operations["getWebhooks"];
        put?: never;
        /**
         * Add a webhook endpoint
         * @description Answers its signing secret (`whsec_…`) this once. At most 5 per account; the address must resolve to public addresses only (https:// in production).
         */
        post: operations["postWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{endpointId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook endpoint and its log */
        delete: operations["deleteWebhooksByEndpointId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{endpointId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret
         * @description The old secret keeps signing beside it for 24 hours.
         */
        post: operations["postWebhooksByEndpointIdRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{endpointId}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a webhook.test event to the endpoint */
        post: operations["postWebhooksByEndpointIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{endpointId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The endpoint's deliveries, newest first */
        get: operations["getWebhooksByEndpointIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/webhooks/{endpointId}/deliveries/{deliveryId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivered or failed event again
         * @description With the same webhook-id.
         */
        post: operations["postWebhooksByEndpointIdDeliveriesByDeliveryIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok";
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getHealthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                        /** @enum {string} */
                        reason?: "database" | "stopping";
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "unavailable";
                        /** @enum {string} */
                        reason?: "database" | "stopping";
                    } | ({
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        /** @enum {string} */
                        db: "ok" | "down";
                        /** @enum {string} */
                        storage?: "ok" | "down";
                        version: string;
                        queue?: {
                            waiting: number;
                            running: number;
                            oldestWaitSeconds: number | null;
                        };
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "unavailable";
                        /** @enum {string} */
                        db: "ok" | "down";
                        /** @enum {string} */
                        storage?: "ok" | "down";
                        version: string;
                        queue?: {
                            waiting: number;
                            running: number;
                            oldestWaitSeconds: number | null;
                        };
                    } | ({
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    });
                };
            };
        };
    };
    getPublicConfig: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        publicUrl: string;
                        googleClientId: string | null;
                        devMailbox: boolean;
                        phoneVerification: boolean;
                        supportEmail: string | null;
                        contactForm: boolean;
                        payments: {
                            /** @enum {string} */
                            provider: "razorpay" | "sandbox";
                            checkoutUrl: string | null;
                        };
                        developers: {
                            keyRequestsPerMinute: number;
                            webhookRetryDelaysSeconds: number[];
                        };
                        batches: {
                            maxRows: number;
                            maxRunningPerUser: number;
                        };
                        analytics: {
                            googleAnalyticsId: string | null;
                            googleTagManagerId: string | null;
                            metaPixelId: string | null;
                            hotjarId: string | null;
                        };
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    email: string;
                    /** @enum {string} */
                    topic: "account" | "payment" | "template" | "licence" | "other";
                    message: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postRegister: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string & (string);
                    email: string;
                    password: string;
                    actualName: string;
                    phoneNumber: string & (string);
                    countryCode?: string & (string);
                    EmpFeild: string;
                    /** @default false */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            id: string;
                            username: string;
                            email: string;
                            actualName: string;
                            phoneNumber: string;
                            countryCode: string;
                            EmpFeild: string;
                            profilePicture: string;
                            isGoogleUser: boolean;
                            googleOnly: boolean;
                            /** @enum {string} */
                            role: "user" | "admin";
                            credits: number;
                            profileIncomplete: boolean;
                            likedTemplates: string[];
                            purchasedTemplates: string[];
                            cart: string[];
                            paymentHistory: {
                                templateId: string;
                                templateName: string;
                                creditsCost: number;
                                purchaseDate: string;
                                /** @enum {string} */
                                templateType: "video" | "image" | "direct-sell";
                                licenceId: string;
                            }[];
                            creditPurchaseHistory: {
                                orderId: string;
                                creditsPurchased: number;
                                amountPaid: number;
                                currency: string;
                                purchaseDate: string;
                                /** @enum {string} */
                                status: "created" | "paid" | "failed" | "expired" | "refunding" | "refunded";
                                transactionId: string | null;
                                receiptNumber: number | null;
                            }[];
                            createdAt: string;
                        };
                        notice?: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postLogin: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    /** @default false */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            id: string;
                            username: string;
                            email: string;
                            actualName: string;
                            phoneNumber: string;
                            countryCode: string;
                            EmpFeild: string;
                            profilePicture: string;
                            isGoogleUser: boolean;
                            googleOnly: boolean;
                            /** @enum {string} */
                            role: "user" | "admin";
                            credits: number;
                            profileIncomplete: boolean;
                            likedTemplates: string[];
                            purchasedTemplates: string[];
                            cart: string[];
                            paymentHistory: {
                                templateId: string;
                                templateName: string;
                                creditsCost: number;
                                purchaseDate: string;
                                /** @enum {string} */
                                templateType: "video" | "image" | "direct-sell";
                                licenceId: string;
                            }[];
                            creditPurchaseHistory: {
                                orderId: string;
                                creditsPurchased: number;
                                amountPaid: number;
                                currency: string;
                                purchaseDate: string;
                                /** @enum {string} */
                                status: "created" | "paid" | "failed" | "expired" | "refunding" | "refunded";
                                transactionId: string | null;
                                receiptNumber: number | null;
                            }[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postGoogleAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** @default false */
                    rememberMe?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            id: string;
                            username: string;
                            email: string;
                            actualName: string;
                            phoneNumber: string;
                            countryCode: string;
                            EmpFeild: string;
                            profilePicture: string;
                            isGoogleUser: boolean;
                            googleOnly: boolean;
                            /** @enum {string} */
                            role: "user" | "admin";
                            credits: number;
                            profileIncomplete: boolean;
                            likedTemplates: string[];
                            purchasedTemplates: string[];
                            cart: string[];
                            paymentHistory: {
                                templateId: string;
                                templateName: string;
                                creditsCost: number;
                                purchaseDate: string;
                                /** @enum {string} */
                                templateType: "video" | "image" | "direct-sell";
                                licenceId: string;
                            }[];
                            creditPurchaseHistory: {
                                orderId: string;
                                creditsPurchased: number;
                                amountPaid: number;
                                currency: string;
                                purchaseDate: string;
                                /** @enum {string} */
                                status: "created" | "paid" | "failed" | "expired" | "refunding" | "refunded";
                                transactionId: string | null;
                                receiptNumber: number | null;
                            }[];
                            createdAt: string;
                        };
                        notice?: string;
                        isNewUser: boolean;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCheckUserExists: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        exists: true;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postResetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    newPassword: string;
                    verifiedOtp?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSendEmailOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /**
                     * @default register
                     * @enum {string}
                     */
                    purpose?: "register" | "reset";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        resendAfterSeconds: number;
                        expiresInSeconds: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postResendEmailOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /**
                     * @default register
                     * @enum {string}
                     */
                    purpose?: "register" | "reset";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        resendAfterSeconds: number;
                        expiresInSeconds: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postVerifyEmailOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    otp: string & (string);
                    /**
                     * @default register
                     * @enum {string}
                     */
                    purpose?: "register" | "reset";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        verified: true;
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSendPhoneOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string & (string);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        resendAfterSeconds: number;
                        expiresInSeconds: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postVerifyPhoneOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phoneNumber: string & (string);
                    otp: string & (string);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        verified: true;
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        email: string;
                        actualName: string;
                        phoneNumber: string;
                        countryCode: string;
                        EmpFeild: string;
                        profilePicture: string;
                        isGoogleUser: boolean;
                        googleOnly: boolean;
                        /** @enum {string} */
                        role: "user" | "admin";
                        credits: number;
                        profileIncomplete: boolean;
                        likedTemplates: string[];
                        purchasedTemplates: string[];
                        cart: string[];
                        paymentHistory: {
                            templateId: string;
                            templateName: string;
                            creditsCost: number;
                            purchaseDate: string;
                            /** @enum {string} */
                            templateType: "video" | "image" | "direct-sell";
                            licenceId: string;
                        }[];
                        creditPurchaseHistory: {
                            orderId: string;
                            creditsPurchased: number;
                            amountPaid: number;
                            currency: string;
                            purchaseDate: string;
                            /** @enum {string} */
                            status: "created" | "paid" | "failed" | "expired" | "refunding" | "refunded";
                            transactionId: string | null;
                            receiptNumber: number | null;
                        }[];
                        createdAt: string;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username?: string & (string);
                    actualName?: string;
                    phoneNumber?: string & (string);
                    countryCode?: string & (string);
                    EmpFeild?: string;
                    profilePicture?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: {
                            id: string;
                            username: string;
                            email: string;
                            actualName: string;
                            phoneNumber: string;
                            countryCode: string;
                            EmpFeild: string;
                            profilePicture: string;
                            isGoogleUser: boolean;
                            googleOnly: boolean;
                            /** @enum {string} */
                            role: "user" | "admin";
                            credits: number;
                            profileIncomplete: boolean;
                            likedTemplates: string[];
                            purchasedTemplates: string[];
                            cart: string[];
                            paymentHistory: {
                                templateId: string;
                                templateName: string;
                                creditsCost: number;
                                purchaseDate: string;
                                /** @enum {string} */
                                templateType: "video" | "image" | "direct-sell";
                                licenceId: string;
                            }[];
                            creditPurchaseHistory: {
                                orderId: string;
                                creditsPurchased: number;
                                amountPaid: number;
                                currency: string;
                                purchaseDate: string;
                                /** @enum {string} */
                                status: "created" | "paid" | "failed" | "expired" | "refunding" | "refunded";
                                transactionId: string | null;
                                receiptNumber: number | null;
                            }[];
                            createdAt: string;
                        };
                        usernameChanged: boolean;
                        newToken?: string;
                        creditsAwarded: boolean;
                        creditsAwardedAmount: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCheckUsername: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available: boolean;
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postUserCheckUsername: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        available: boolean;
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getUserCredits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        credits: number;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getUserGeneratedVideos: {
        parameters: {
            query?: {
                kind?: "video" | "image";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        videos: {
                            jobId: string;
                            /** @enum {string} */
                            kind: "video" | "image";
                            /** @enum {string} */
                            format: "mp4" | "png" | "jpeg";
                            templateId: string;
                            templateName: string;
                            /** @enum {string} */
                            status: "queued" | "processing" | "completed" | "failed" | "cancelled";
                            createdAt: string;
                            signedUrl: string | null;
                            errorMessage: string | null;
                            progress: number;
                            queuePosition: number | null;
                            etaSeconds: number | null;
                            posterUrl: string | null;
                            refundedCredits: number;
                            heldCredits: number;
                            batchId?: string | null;
                            batchRow?: number | null;
                        }[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getGeo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        country: string;
                        /** @enum {string} */
                        currencyCode: "USD" | "INR";
                        /** @enum {string} */
                        currencySymbol: "$" | "₹";
                        isIndianUser: boolean;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getTemplates: {
        parameters: {
            query?: {
                q?: string;
                section?: string;
                orientation?: "landscape" | "portrait" | "square";
                price?: "under-30" | "30-59" | "60-99" | "100-up";
                length?: "under-15" | "15-29" | "30-59" | "60-up";
                sort?: "relevance" | "popularity" | "price-low-high" | "price-high-low";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            templateId: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            templateName: string;
                            templateDescription: string;
                            templateCategory: string[];
                            templateSection: string[];
                            templateCompatibility: string[];
                            templatePrice: number;
                            templatePriceIND: number | null;
                            price: number;
                            purchaseCount: number;
                            videoLayout: string;
                            width: number;
                            height: number;
                            durationSeconds: number | null;
                            posterUrl: string;
                            previewUrl: string | null;
                        }[];
                        nextCursor: string | null;
                        sections: string[];
                        total: number | null;
                        didYouMean: string | null;
                        elsewhere: {
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getTemplateByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templateId: string;
                        /** @enum {string} */
                        kind: "video" | "image" | "direct-sell";
                        templateName: string;
                        templateDescription: string;
                        templateCategory: string[];
                        templateSection: string[];
                        templateCompatibility: string[];
                        templatePrice: number;
                        templatePriceIND: number | null;
                        price: number;
                        purchaseCount: number;
                        videoLayout: string;
                        width: number;
                        height: number;
                        durationSeconds: number | null;
                        posterUrl: string;
                        previewUrl: string | null;
                        greenScreenLayout: string;
                        videoDimensions: string;
                        greenScreenDimensions: string | null;
                        overlayUrl: string | null;
                        hasGreenScreen: boolean;
                        maskUrl: string | null;
                        onSale: boolean;
                        sharePictureUrl: string | null;
                        publishedAt: string | null;
                    };
                };
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                        /** @enum {string} */
                        templateKind?: "video" | "image" | "direct-sell";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getImageTemplates: {
        parameters: {
            query?: {
                q?: string;
                section?: string;
                orientation?: "landscape" | "portrait" | "square";
                price?: "under-30" | "30-59" | "60-99" | "100-up";
                length?: "under-15" | "15-29" | "30-59" | "60-up";
                sort?: "relevance" | "popularity" | "price-low-high" | "price-high-low";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            templateId: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            templateName: string;
                            templateDescription: string;
                            templateCategory: string[];
                            templateSection: string[];
                            templateCompatibility: string[];
                            templatePrice: number;
                            templatePriceIND: number | null;
                            price: number;
                            purchaseCount: number;
                            videoLayout: string;
                            width: number;
                            height: number;
                            durationSeconds: number | null;
                            posterUrl: string;
                            previewUrl: string | null;
                        }[];
                        nextCursor: string | null;
                        sections: string[];
                        total: number | null;
                        didYouMean: string | null;
                        elsewhere: {
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getImageTemplateByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templateId: string;
                        /** @enum {string} */
                        kind: "video" | "image" | "direct-sell";
                        templateName: string;
                        templateDescription: string;
                        templateCategory: string[];
                        templateSection: string[];
                        templateCompatibility: string[];
                        templatePrice: number;
                        templatePriceIND: number | null;
                        price: number;
                        purchaseCount: number;
                        videoLayout: string;
                        width: number;
                        height: number;
                        durationSeconds: number | null;
                        posterUrl: string;
                        previewUrl: string | null;
                        greenScreenLayout: string;
                        videoDimensions: string;
                        greenScreenDimensions: string | null;
                        overlayUrl: string | null;
                        hasGreenScreen: boolean;
                        maskUrl: string | null;
                        onSale: boolean;
                        sharePictureUrl: string | null;
                        publishedAt: string | null;
                    };
                };
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                        /** @enum {string} */
                        templateKind?: "video" | "image" | "direct-sell";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getDirectSellTemplates: {
        parameters: {
            query?: {
                q?: string;
                section?: string;
                orientation?: "landscape" | "portrait" | "square";
                price?: "under-30" | "30-59" | "60-99" | "100-up";
                length?: "under-15" | "15-29" | "30-59" | "60-up";
                sort?: "relevance" | "popularity" | "price-low-high" | "price-high-low";
                limit?: number;
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            templateId: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            templateName: string;
                            templateDescription: string;
                            templateCategory: string[];
                            templateSection: string[];
                            templateCompatibility: string[];
                            templatePrice: number;
                            templatePriceIND: number | null;
                            price: number;
                            purchaseCount: number;
                            videoLayout: string;
                            width: number;
                            height: number;
                            durationSeconds: number | null;
                            posterUrl: string;
                            previewUrl: string | null;
                        }[];
                        nextCursor: string | null;
                        sections: string[];
                        total: number | null;
                        didYouMean: string | null;
                        elsewhere: {
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getDirectSellByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templateId: string;
                        /** @enum {string} */
                        kind: "video" | "image" | "direct-sell";
                        templateName: string;
                        templateDescription: string;
                        templateCategory: string[];
                        templateSection: string[];
                        templateCompatibility: string[];
                        templatePrice: number;
                        templatePriceIND: number | null;
                        price: number;
                        purchaseCount: number;
                        videoLayout: string;
                        width: number;
                        height: number;
                        durationSeconds: number | null;
                        posterUrl: string;
                        previewUrl: string | null;
                        greenScreenLayout: string;
                        videoDimensions: string;
                        greenScreenDimensions: string | null;
                        overlayUrl: string | null;
                        hasGreenScreen: boolean;
                        maskUrl: string | null;
                        onSale: boolean;
                        sharePictureUrl: string | null;
                        publishedAt: string | null;
                    };
                };
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                        /** @enum {string} */
                        templateKind?: "video" | "image" | "direct-sell";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSearch: {
        parameters: {
            query: {
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        query: string;
                        sections: {
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            count: number;
                            templates: {
                                templateId: string;
                                /** @enum {string} */
                                kind: "video" | "image" | "direct-sell";
                                templateName: string;
                                templateDescription: string;
                                templateCategory: string[];
                                templateSection: string[];
                                templateCompatibility: string[];
                                templatePrice: number;
                                templatePriceIND: number | null;
                                price: number;
                                purchaseCount: number;
                                videoLayout: string;
                                width: number;
                                height: number;
                                durationSeconds: number | null;
                                posterUrl: string;
                                previewUrl: string | null;
                            }[];
                        }[];
                        didYouMean: string | null;
                    };
                };
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSearchSuggestions: {
        parameters: {
            query: {
                kind?: "video" | "image" | "direct-sell";
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templates: {
                            templateId: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            templateName: string;
                            posterUrl: string;
                        }[];
                        sections: string[];
                    };
                };
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSearchFilters: {
        parameters: {
            query: {
                kind: "video" | "image" | "direct-sell";
                q?: string;
                section?: string;
                orientation?: "landscape" | "portrait" | "square";
                price?: "under-30" | "30-59" | "60-99" | "100-up";
                length?: "under-15" | "15-29" | "30-59" | "60-up";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        orientation: {
                            /** @enum {string} */
                            value: "landscape" | "portrait" | "square";
                            count: number;
                        }[];
                        price: {
                            /** @enum {string} */
                            value: "under-30" | "30-59" | "60-99" | "100-up";
                            count: number;
                        }[];
                        length: {
                            /** @enum {string} */
                            value: "under-15" | "15-29" | "30-59" | "60-up";
                            count: number;
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getTemplateByTemplateIdSuggestions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            templateId: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            templateName: string;
                            templateDescription: string;
                            templateCategory: string[];
                            templateSection: string[];
                            templateCompatibility: string[];
                            templatePrice: number;
                            templatePriceIND: number | null;
                            price: number;
                            purchaseCount: number;
                            videoLayout: string;
                            width: number;
                            height: number;
                            durationSeconds: number | null;
                            posterUrl: string;
                            previewUrl: string | null;
                        }[];
                        nextOffset: number | null;
                    };
                };
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getTemplatesByTemplateIdFields: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templateId: string;
                        /** @enum {string} */
                        kind: "image" | "video";
                        width: number;
                        height: number;
                        fields: {
                            layerId: string;
                            /** @enum {string} */
                            kind: "text" | "photo";
                            box: {
                                x: number;
                                y: number;
                                width: number;
                                height: number;
                            };
                            text?: {
                                text: string;
                                /** @enum {string} */
                                font: "hind" | "noto-serif-devanagari" | "baloo-2" | "kalam";
                                size: number;
                                maxLength: number;
                                minSize: number;
                            };
                            photo?: {
                                accepts: ("image/jpeg" | "image/png" | "image/webp" | "video/mp4" | "video/quicktime" | "video/webm")[];
                            };
                        }[];
                    };
                };
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                        /** @enum {string} */
                        templateKind?: "video" | "image" | "direct-sell";
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminSearchSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        synonyms: {
                            term: string & (string);
                            synonym: string & (string);
                            twoWay: boolean;
                        }[];
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putAdminSearchSynonyms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    synonyms: {
                        term: string & (string);
                        synonym: string & (string);
                        twoWay: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        synonyms: {
                            term: string & (string);
                            synonym: string & (string);
                            twoWay: boolean;
                        }[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminSearchQueries: {
        parameters: {
            query?: {
                period?: "all" | "week" | "month" | "60days" | "custom";
                from?: string & (string);
                to?: string & (string);
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        range: {
                            /** @enum {string} */
                            period: "all" | "week" | "month" | "60days" | "custom";
                            from: string | null;
                            to: string;
                            timeZone: string;
                        };
                        searches: number;
                        foundNothing: number;
                        personalLeftOut: number;
                        topQueries: {
                            query: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            searches: number;
                            results: number | null;
                        }[];
                        unfoundQueries: {
                            query: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            searches: number;
                            results: number | null;
                        }[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getVideoUrlByTemplateIdByFileName: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
                fileName: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        videoUrl: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getMediaByPath: {
        parameters: {
            query?: {
                /** @description Expiry of a signed link, unix seconds */
                exp?: string;
                /** @description HMAC-SHA256 signature of the key and expiry, base64url */
                sig?: string;
                /** @description The name a signed link downloads under (Content-Disposition: attachment) */
                name?: string;
            };
            header?: never;
            path: {
                /** @description The media key: a path under the store’s media, slashes included */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description The byte range the `Range` header asked for (`Content-Range` says which) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Media kept in a bucket: a redirect (`Location`) to its public address, or to a presigned one that expires with the signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No such file, or one of an account that has been closed (its files are being deleted) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    headMediaByPath: {
        parameters: {
            query?: {
                /** @description Expiry of a signed link, unix seconds */
                exp?: string;
                /** @description HMAC-SHA256 signature of the key and expiry, base64url */
                sig?: string;
                /** @description The name a signed link downloads under (Content-Disposition: attachment) */
                name?: string;
            };
            header?: never;
            path: {
                /** @description The media key: a path under the store’s media, slashes included */
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The whole file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description The byte range the `Range` header asked for (`Content-Range` says which) */
            206: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Media kept in a bucket: a redirect (`Location`) to its public address, or to a presigned one that expires with the signed link */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Not modified: the copy the request’s validator names is still current. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No such file, or one of an account that has been closed (its files are being deleted) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            416: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAddToLiked: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        liked: boolean;
                        alreadyLiked: boolean;
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteUnlikeTemplateByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        liked: boolean;
                        alreadyLiked: boolean;
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getLikedTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templates: {
                            templateId: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            templateName: string;
                            templateDescription: string;
                            templateCategory: string[];
                            templateSection: string[];
                            templateCompatibility: string[];
                            templatePrice: number;
                            templatePriceIND: number | null;
                            price: number;
                            purchaseCount: number;
                            videoLayout: string;
                            width: number;
                            height: number;
                            durationSeconds: number | null;
                            posterUrl: string;
                            previewUrl: string | null;
                            likedAt: string;
                        }[];
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCheckout: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key again answers the first result and charges nothing more; with another body it answers 422. A UUID per intended call is the usual value. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    expectedTotal?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        licences: {
                            licenceId: string;
                            templateId: string;
                            templateName: string;
                            creditsPaid: number;
                        }[];
                        creditsCharged: number;
                        remainingCredits: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postPurchaseTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key again answers the first result and charges nothing more; with another body it answers 422. A UUID per intended call is the usual value. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateId: string;
                    /**
                     * @default video
                     * @enum {string}
                     */
                    templateType?: "video" | "image" | "direct-sell";
                    isIndianUser?: boolean;
                    expectedPrice?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        alreadyPurchased: boolean;
                        creditsCharged: number;
                        remainingCredits: number;
                        licenceId: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postDownloadTemplate: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key again answers the first result and charges nothing more; with another body it answers 422. A UUID per intended call is the usual value. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateId: string;
                    /**
                     * @default video
                     * @enum {string}
                     */
                    templateType?: "video" | "image" | "direct-sell";
                    isIndianUser?: boolean;
                    expectedPrice?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        charged: boolean;
                        creditsCharged: number;
                        remainingCredits: number;
                        downloadUrl: string;
                        fileName: string;
                        licenceId: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            template: {
                                templateId: string;
                                /** @enum {string} */
                                kind: "video" | "image" | "direct-sell";
                                templateName: string;
                                templateDescription: string;
                                templateCategory: string[];
                                templateSection: string[];
                                templateCompatibility: string[];
                                templatePrice: number;
                                templatePriceIND: number | null;
                                price: number;
                                purchaseCount: number;
                                videoLayout: string;
                                width: number;
                                height: number;
                                durationSeconds: number | null;
                                posterUrl: string;
                                previewUrl: string | null;
                            };
                            unitPrice: number;
                            quantity: number;
                            lineTotal: number;
                            owned: boolean;
                            addedAt: string;
                        }[];
                        itemCount: number;
                        subtotal: number;
                        /** @enum {string|null} */
                        tax: null;
                        total: number;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAddToCart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateId: string;
                    /** @default 1 */
                    quantity?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            template: {
                                templateId: string;
                                /** @enum {string} */
                                kind: "video" | "image" | "direct-sell";
                                templateName: string;
                                templateDescription: string;
                                templateCategory: string[];
                                templateSection: string[];
                                templateCompatibility: string[];
                                templatePrice: number;
                                templatePriceIND: number | null;
                                price: number;
                                purchaseCount: number;
                                videoLayout: string;
                                width: number;
                                height: number;
                                durationSeconds: number | null;
                                posterUrl: string;
                                previewUrl: string | null;
                            };
                            unitPrice: number;
                            quantity: number;
                            lineTotal: number;
                            owned: boolean;
                            addedAt: string;
                        }[];
                        itemCount: number;
                        subtotal: number;
                        /** @enum {string|null} */
                        tax: null;
                        total: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postUpdateCartQuantity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateId: string;
                    delta: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            template: {
                                templateId: string;
                                /** @enum {string} */
                                kind: "video" | "image" | "direct-sell";
                                templateName: string;
                                templateDescription: string;
                                templateCategory: string[];
                                templateSection: string[];
                                templateCompatibility: string[];
                                templatePrice: number;
                                templatePriceIND: number | null;
                                price: number;
                                purchaseCount: number;
                                videoLayout: string;
                                width: number;
                                height: number;
                                durationSeconds: number | null;
                                posterUrl: string;
                                previewUrl: string | null;
                            };
                            unitPrice: number;
                            quantity: number;
                            lineTotal: number;
                            owned: boolean;
                            addedAt: string;
                        }[];
                        itemCount: number;
                        subtotal: number;
                        /** @enum {string|null} */
                        tax: null;
                        total: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteCartByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lines: {
                            template: {
                                templateId: string;
                                /** @enum {string} */
                                kind: "video" | "image" | "direct-sell";
                                templateName: string;
                                templateDescription: string;
                                templateCategory: string[];
                                templateSection: string[];
                                templateCompatibility: string[];
                                templatePrice: number;
                                templatePriceIND: number | null;
                                price: number;
                                purchaseCount: number;
                                videoLayout: string;
                                width: number;
                                height: number;
                                durationSeconds: number | null;
                                posterUrl: string;
                                previewUrl: string | null;
                            };
                            unitPrice: number;
                            quantity: number;
                            lineTotal: number;
                            owned: boolean;
                            addedAt: string;
                        }[];
                        itemCount: number;
                        subtotal: number;
                        /** @enum {string|null} */
                        tax: null;
                        total: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getPurchases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        purchases: {
                            template: {
                                templateId: string;
                                /** @enum {string} */
                                kind: "video" | "image" | "direct-sell";
                                templateName: string;
                                templateDescription: string;
                                templateCategory: string[];
                                templateSection: string[];
                                templateCompatibility: string[];
                                templatePrice: number;
                                templatePriceIND: number | null;
                                price: number;
                                purchaseCount: number;
                                videoLayout: string;
                                width: number;
                                height: number;
                                durationSeconds: number | null;
                                posterUrl: string;
                                previewUrl: string | null;
                            };
                            licences: {
                                licenceId: string;
                                creditsPaid: number;
                                purchasedAt: string;
                            }[];
                            creditsPaid: number;
                            lastPurchasedAt: string;
                        }[];
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getLicencesByLicenceId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                licenceId: string & (string);
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        licenceId: string;
                        templateId: string;
                        templateName: string;
                        /** @enum {string} */
                        templateKind: "video" | "image" | "direct-sell";
                        ownerName: string;
                        ownerEmail: string;
                        purchasedAt: string;
                        creditsPaid: number;
                        ledgerId: string | null;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getCreditPacks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        packs: {
                            id: string;
                            credits: number;
                            priceInr: number;
                            popular: boolean;
                            savingsLabel: string | null;
                        }[];
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminCreditPacks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        packs: {
                            id: string;
                            credits: number;
                            priceInr: number;
                            popular: boolean;
                            savingsLabel: string | null;
                            active: boolean;
                            position: number;
                            updatedAt: string;
                            warnings: string[];
                        }[];
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminCreditPacks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credits: number;
                    priceInr: number;
                    popular: boolean;
                    savingsLabel: string | null;
                    active: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        credits: number;
                        priceInr: number;
                        popular: boolean;
                        savingsLabel: string | null;
                        active: boolean;
                        position: number;
                        updatedAt: string;
                        warnings: string[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putAdminCreditPacksOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packIds: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        packs: {
                            id: string;
                            credits: number;
                            priceInr: number;
                            popular: boolean;
                            savingsLabel: string | null;
                            active: boolean;
                            position: number;
                            updatedAt: string;
                            warnings: string[];
                        }[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putAdminCreditPacksByPackId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                packId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    credits: number;
                    priceInr: number;
                    popular: boolean;
                    savingsLabel: string | null;
                    active: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        credits: number;
                        priceInr: number;
                        popular: boolean;
                        savingsLabel: string | null;
                        active: boolean;
                        position: number;
                        updatedAt: string;
                        warnings: string[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postCreateRazorpayOrder: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    packId?: string;
                    amount?: number;
                    currency?: string;
                    credits?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderId: string;
                        packId: string;
                        amount: number;
                        currency: string;
                        credits: number;
                        keyId: string;
                        /** @enum {string} */
                        provider: "razorpay" | "sandbox";
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postVerifyRazorpayPayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    razorpay_order_id: string;
                    razorpay_payment_id: string;
                    razorpay_signature: string;
                    credits?: unknown;
                    amount?: unknown;
                    currency?: unknown;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        success: true;
                        newCreditsBalance: number;
                        credits: number;
                        amount: number;
                        currency: string;
                        transactionId: string;
                        receiptNumber: number | null;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getPaymentOrdersByOrderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                orderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        orderId: string;
                        /** @enum {string} */
                        status: "created" | "paid" | "failed" | "expired" | "refunding" | "refunded";
                        credits: number;
                        amount: number;
                        currency: string;
                        transactionId: string | null;
                        newCreditsBalance: number | null;
                        failureReason: string | null;
                        receiptNumber: number | null;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getCreditPurchases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        creditPurchaseHistory: {
                            orderId: string;
                            creditsPurchased: number;
                            amountPaid: number;
                            currency: string;
                            purchaseDate: string;
                            /** @enum {string} */
                            status: "created" | "paid" | "failed" | "expired" | "refunding" | "refunded";
                            transactionId: string | null;
                            receiptNumber: number | null;
                        }[];
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSandboxPayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    orderId: string;
                    /** @enum {string} */
                    outcome: "paid" | "failed";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        razorpay_order_id: string;
                        razorpay_payment_id: string;
                        razorpay_signature: string;
                    } | {
                        error: {
                            code: string;
                            description: string;
                            reason: string;
                        };
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postRazorpayWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        received: true;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReceipts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        receipts: {
                            receiptNumber: number;
                            issuedAt: string;
                            timeZone: string;
                            seller: {
                                name: string;
                                addressLines: string[];
                            };
                            buyer: {
                                name: string;
                                email: string;
                            };
                            packId: string;
                            credits: number;
                            amount: number;
                            currency: string;
                            orderId: string;
                            paymentId: string;
                            /** @enum {string} */
                            provider: "razorpay" | "sandbox";
                            paymentMethod: string | null;
                        }[];
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getReceiptsByReceiptNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                receiptNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        receiptNumber: number;
                        issuedAt: string;
                        timeZone: string;
                        seller: {
                            name: string;
                            addressLines: string[];
                        };
                        buyer: {
                            name: string;
                            email: string;
                        };
                        packId: string;
                        credits: number;
                        amount: number;
                        currency: string;
                        orderId: string;
                        paymentId: string;
                        /** @enum {string} */
                        provider: "razorpay" | "sandbox";
                        paymentMethod: string | null;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminReceiptsByReceiptNumber: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                receiptNumber: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        receiptNumber: number;
                        issuedAt: string;
                        timeZone: string;
                        seller: {
                            name: string;
                            addressLines: string[];
                        };
                        buyer: {
                            name: string;
                            email: string;
                        };
                        packId: string;
                        credits: number;
                        amount: number;
                        currency: string;
                        orderId: string;
                        paymentId: string;
                        /** @enum {string} */
                        provider: "razorpay" | "sandbox";
                        paymentMethod: string | null;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getCreditStatement: {
        parameters: {
            query?: {
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            at: string;
                            /** @enum {string} */
                            kind: "bought" | "spent" | "held" | "refunded" | "awarded" | "adjusted";
                            delta: number;
                            balanceAfter: number;
                            description: string;
                            receiptNumber: number | null;
                        }[];
                        nextBefore: number | null;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAccountPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    currentPassword: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        user: {
                            id: string;
                            username: string;
                            email: string;
                            actualName: string;
                            phoneNumber: string;
                            countryCode: string;
                            EmpFeild: string;
                            profilePicture: string;
                            isGoogleUser: boolean;
                            googleOnly: boolean;
                            /** @enum {string} */
                            role: "user" | "admin";
                            credits: number;
                            profileIncomplete: boolean;
                            likedTemplates: string[];
                            purchasedTemplates: string[];
                            cart: string[];
                            paymentHistory: {
                                templateId: string;
                                templateName: string;
                                creditsCost: number;
                                purchaseDate: string;
                                /** @enum {string} */
                                templateType: "video" | "image" | "direct-sell";
                                licenceId: string;
                            }[];
                            creditPurchaseHistory: {
                                orderId: string;
                                creditsPurchased: number;
                                amountPaid: number;
                                currency: string;
                                purchaseDate: string;
                                /** @enum {string} */
                                status: "created" | "paid" | "failed" | "expired" | "refunding" | "refunded";
                                transactionId: string | null;
                                receiptNumber: number | null;
                            }[];
                            createdAt: string;
                        };
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAccountEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        resendAfterSeconds: number;
                        expiresInSeconds: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAccountEmailVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    otp: string & (string);
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                        user: {
                            id: string;
                            username: string;
                            email: string;
                            actualName: string;
                            phoneNumber: string;
                            countryCode: string;
                            EmpFeild: string;
                            profilePicture: string;
                            isGoogleUser: boolean;
                            googleOnly: boolean;
                            /** @enum {string} */
                            role: "user" | "admin";
                            credits: number;
                            profileIncomplete: boolean;
                            likedTemplates: string[];
                            purchasedTemplates: string[];
                            cart: string[];
                            paymentHistory: {
                                templateId: string;
                                templateName: string;
                                creditsCost: number;
                                purchaseDate: string;
                                /** @enum {string} */
                                templateType: "video" | "image" | "direct-sell";
                                licenceId: string;
                            }[];
                            creditPurchaseHistory: {
                                orderId: string;
                                creditsPurchased: number;
                                amountPaid: number;
                                currency: string;
                                purchaseDate: string;
                                /** @enum {string} */
                                status: "created" | "paid" | "failed" | "expired" | "refunding" | "refunded";
                                transactionId: string | null;
                                receiptNumber: number | null;
                            }[];
                            createdAt: string;
                        };
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAccountSignOutEverywhere: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAccountClose: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password?: string;
                    googleCredential?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        closed: true;
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        latest: {
                            exportId: string;
                            /** @enum {string} */
                            status: "queued" | "running" | "ready" | "failed" | "expired";
                            progress: number;
                            createdAt: string;
                            readyAt: string | null;
                            expiresAt: string | null;
                            bytes: number | null;
                            downloadUrl: string | null;
                            fileName: string;
                            failureReason: string | null;
                            nextExportAt: string | null;
                        } | null;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exportId: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "ready" | "failed" | "expired";
                        progress: number;
                        createdAt: string;
                        readyAt: string | null;
                        expiresAt: string | null;
                        bytes: number | null;
                        downloadUrl: string | null;
                        fileName: string;
                        failureReason: string | null;
                        nextExportAt: string | null;
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAccountExportByExportId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                exportId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exportId: string;
                        /** @enum {string} */
                        status: "queued" | "running" | "ready" | "failed" | "expired";
                        progress: number;
                        createdAt: string;
                        readyAt: string | null;
                        expiresAt: string | null;
                        bytes: number | null;
                        downloadUrl: string | null;
                        fileName: string;
                        failureReason: string | null;
                        nextExportAt: string | null;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            keyId: string;
                            name: string;
                            scopes: ("read" | "create")[];
                            maskedKey: string;
                            /** Format: date-time */
                            createdAt: string;
                            /** Format: date-time */
                            lastUsedAt: string | null;
                        }[];
                        limit: number;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    scopes: ("read" | "create")[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keyId: string;
                        key: string;
                        name: string;
                        scopes: ("read" | "create")[];
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteKeysByKeyId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                keyId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        revoked: true;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getUploads: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uploads: {
                            /** Format: uuid */
                            uploadId: string;
                            /** @enum {string} */
                            kind: "image" | "video";
                            width: number;
                            height: number;
                            durationSeconds: number | null;
                            /** @enum {string} */
                            mimeType: "image/jpeg" | "image/png" | "image/webp" | "video/mp4" | "video/quicktime" | "video/webm";
                            sizeBytes: number;
                            fileName: string;
                            rotation: number;
                            hasAudio: boolean;
                            url: string;
                            posterUrl: string | null;
                            createdAt: string;
                        }[];
                        limits: {
                            maxImageBytes: number;
                            maxVideoBytes: number;
                            maxVideoSeconds: number;
                            quotaBytes: number;
                            usedBytes: number;
                            maxUploads: number;
                        };
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postUploads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key again answers the first result and charges nothing more; with another body it answers 422. A UUID per intended call is the usual value. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description The photo or video: one file part (any field name is taken)
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        uploadId: string;
                        /** @enum {string} */
                        kind: "image" | "video";
                        width: number;
                        height: number;
                        durationSeconds: number | null;
                        /** @enum {string} */
                        mimeType: "image/jpeg" | "image/png" | "image/webp" | "video/mp4" | "video/quicktime" | "video/webm";
                        sizeBytes: number;
                        fileName: string;
                        rotation: number;
                        hasAudio: boolean;
                        url: string;
                        posterUrl: string | null;
                        createdAt: string;
                        alreadyUploaded: boolean;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        uploadId: string;
                        /** @enum {string} */
                        kind: "image" | "video";
                        width: number;
                        height: number;
                        durationSeconds: number | null;
                        /** @enum {string} */
                        mimeType: "image/jpeg" | "image/png" | "image/webp" | "video/mp4" | "video/quicktime" | "video/webm";
                        sizeBytes: number;
                        fileName: string;
                        rotation: number;
                        hasAudio: boolean;
                        url: string;
                        posterUrl: string | null;
                        createdAt: string;
                        alreadyUploaded: boolean;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteUploadsByUploadId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                uploadId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getDraftsByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        template: {
                            templateId: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            templateName: string;
                            overlayUrl: string | null;
                            previewVideoUrl: string | null;
                        };
                        revision: number;
                        scene: {
                            /** @enum {number} */
                            version: 1;
                            width: number;
                            height: number;
                            layers: ({
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "background";
                                color: string;
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "overlay";
                                window: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "image";
                                /** Format: uuid */
                                uploadId: string | null;
                                box: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                /**
                                 * @default fill
                                 * @enum {string}
                                 */
                                fit: "fit" | "fill";
                                /** @default 1 */
                                zoom: number;
                                /** @default 0 */
                                panX: number;
                                /** @default 0 */
                                panY: number;
                                /** @default 0 */
                                rotation: number;
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "text";
                                text: string;
                                /** @enum {string} */
                                font: "hind" | "noto-serif-devanagari" | "baloo-2" | "kalam";
                                size: number;
                                color: string;
                                /**
                                 * @default left
                                 * @enum {string}
                                 */
                                align: "left" | "center" | "right";
                                /** @default 1.2 */
                                lineHeight: number;
                                x: number;
                                y: number;
                                /** @default 0 */
                                rotation: number;
                                maxWidth: number;
                                lines: string[];
                            })[];
                        };
                        /** Format: date-time */
                        savedAt: string | null;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putDraftsByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    baseRevision: number;
                    scene: {
                        /** @enum {number} */
                        version: 1;
                        width: number;
                        height: number;
                        layers: ({
                            id: string;
                            /** @default false */
                            hidden?: boolean;
                            /** @default false */
                            locked?: boolean;
                            /** @enum {string} */
                            type: "background";
                            color: string;
                        } | {
                            id: string;
                            /** @default false */
                            hidden?: boolean;
                            /** @default false */
                            locked?: boolean;
                            /** @enum {string} */
                            type: "overlay";
                            window: {
                                x: number;
                                y: number;
                                width: number;
                                height: number;
                            };
                        } | {
                            id: string;
                            /** @default false */
                            hidden?: boolean;
                            /** @default false */
                            locked?: boolean;
                            /** @enum {string} */
                            type: "image";
                            /** Format: uuid */
                            uploadId: string | null;
                            box: {
                                x: number;
                                y: number;
                                width: number;
                                height: number;
                            };
                            /**
                             * @default fill
                             * @enum {string}
                             */
                            fit?: "fit" | "fill";
                            /** @default 1 */
                            zoom?: number;
                            /** @default 0 */
                            panX?: number;
                            /** @default 0 */
                            panY?: number;
                            /** @default 0 */
                            rotation?: number;
                        } | {
                            id: string;
                            /** @default false */
                            hidden?: boolean;
                            /** @default false */
                            locked?: boolean;
                            /** @enum {string} */
                            type: "text";
                            text: string;
                            /** @enum {string} */
                            font: "hind" | "noto-serif-devanagari" | "baloo-2" | "kalam";
                            size: number;
                            color: string;
                            /**
                             * @default left
                             * @enum {string}
                             */
                            align?: "left" | "center" | "right";
                            /** @default 1.2 */
                            lineHeight?: number;
                            x: number;
                            y: number;
                            /** @default 0 */
                            rotation?: number;
                            maxWidth: number;
                            lines: string[];
                        })[];
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        template: {
                            templateId: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            templateName: string;
                            overlayUrl: string | null;
                            previewVideoUrl: string | null;
                        };
                        revision: number;
                        scene: {
                            /** @enum {number} */
                            version: 1;
                            width: number;
                            height: number;
                            layers: ({
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "background";
                                color: string;
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "overlay";
                                window: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "image";
                                /** Format: uuid */
                                uploadId: string | null;
                                box: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                /**
                                 * @default fill
                                 * @enum {string}
                                 */
                                fit: "fit" | "fill";
                                /** @default 1 */
                                zoom: number;
                                /** @default 0 */
                                panX: number;
                                /** @default 0 */
                                panY: number;
                                /** @default 0 */
                                rotation: number;
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "text";
                                text: string;
                                /** @enum {string} */
                                font: "hind" | "noto-serif-devanagari" | "baloo-2" | "kalam";
                                size: number;
                                color: string;
                                /**
                                 * @default left
                                 * @enum {string}
                                 */
                                align: "left" | "center" | "right";
                                /** @default 1.2 */
                                lineHeight: number;
                                x: number;
                                y: number;
                                /** @default 0 */
                                rotation: number;
                                maxWidth: number;
                                lines: string[];
                            })[];
                        };
                        /** Format: date-time */
                        savedAt: string | null;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                        draft: {
                            template: {
                                templateId: string;
                                /** @enum {string} */
                                kind: "video" | "image" | "direct-sell";
                                templateName: string;
                                overlayUrl: string | null;
                                previewVideoUrl: string | null;
                            };
                            revision: number;
                            scene: {
                                /** @enum {number} */
                                version: 1;
                                width: number;
                                height: number;
                                layers: ({
                                    id: string;
                                    /** @default false */
                                    hidden: boolean;
                                    /** @default false */
                                    locked: boolean;
                                    /** @enum {string} */
                                    type: "background";
                                    color: string;
                                } | {
                                    id: string;
                                    /** @default false */
                                    hidden: boolean;
                                    /** @default false */
                                    locked: boolean;
                                    /** @enum {string} */
                                    type: "overlay";
                                    window: {
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                } | {
                                    id: string;
                                    /** @default false */
                                    hidden: boolean;
                                    /** @default false */
                                    locked: boolean;
                                    /** @enum {string} */
                                    type: "image";
                                    /** Format: uuid */
                                    uploadId: string | null;
                                    box: {
                                        x: number;
                                        y: number;
                                        width: number;
                                        height: number;
                                    };
                                    /**
                                     * @default fill
                                     * @enum {string}
                                     */
                                    fit: "fit" | "fill";
                                    /** @default 1 */
                                    zoom: number;
                                    /** @default 0 */
                                    panX: number;
                                    /** @default 0 */
                                    panY: number;
                                    /** @default 0 */
                                    rotation: number;
                                } | {
                                    id: string;
                                    /** @default false */
                                    hidden: boolean;
                                    /** @default false */
                                    locked: boolean;
                                    /** @enum {string} */
                                    type: "text";
                                    text: string;
                                    /** @enum {string} */
                                    font: "hind" | "noto-serif-devanagari" | "baloo-2" | "kalam";
                                    size: number;
                                    color: string;
                                    /**
                                     * @default left
                                     * @enum {string}
                                     */
                                    align: "left" | "center" | "right";
                                    /** @default 1.2 */
                                    lineHeight: number;
                                    x: number;
                                    y: number;
                                    /** @default 0 */
                                    rotation: number;
                                    maxWidth: number;
                                    lines: string[];
                                })[];
                            };
                            /** Format: date-time */
                            savedAt: string | null;
                        };
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postRenders: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key again answers the first result and charges nothing more; with another body it answers 422. A UUID per intended call is the usual value. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateId: string;
                    /** Format: uuid */
                    uploadId: string;
                    placement: {
                        /**
                         * @default fill
                         * @enum {string}
                         */
                        fit?: "fit" | "fill";
                        /** @default 1 */
                        zoom?: number;
                        /** @default 0 */
                        offsetX?: number;
                        /** @default 0 */
                        offsetY?: number;
                        /** @default null */
                        trimStart?: number | null;
                        /** @default null */
                        trimEnd?: number | null;
                        /**
                         * @default template
                         * @enum {string}
                         */
                        audio?: "template" | "upload" | "both" | "none";
                    };
                    expectedPrice?: number;
                    /** @default false */
                    preview?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        render: {
                            jobId: string;
                            /** @enum {string} */
                            kind: "video" | "image";
                            /** @enum {string} */
                            format: "mp4" | "png" | "jpeg";
                            templateId: string;
                            templateName: string;
                            /** @enum {string} */
                            status: "queued" | "processing" | "completed" | "failed" | "cancelled";
                            createdAt: string;
                            signedUrl: string | null;
                            errorMessage: string | null;
                            progress: number;
                            queuePosition: number | null;
                            etaSeconds: number | null;
                            posterUrl: string | null;
                            refundedCredits: number;
                            heldCredits: number;
                            batchId?: string | null;
                            batchRow?: number | null;
                            uploadId: string | null;
                            preview: boolean;
                            credits: number;
                            width: number;
                            height: number;
                            durationSeconds: number;
                        };
                        charged: number;
                        remainingCredits: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getRendersByRenderId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                renderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        jobId: string;
                        /** @enum {string} */
                        kind: "video" | "image";
                        /** @enum {string} */
                        format: "mp4" | "png" | "jpeg";
                        templateId: string;
                        templateName: string;
                        /** @enum {string} */
                        status: "queued" | "processing" | "completed" | "failed" | "cancelled";
                        createdAt: string;
                        signedUrl: string | null;
                        errorMessage: string | null;
                        progress: number;
                        queuePosition: number | null;
                        etaSeconds: number | null;
                        posterUrl: string | null;
                        refundedCredits: number;
                        heldCredits: number;
                        batchId?: string | null;
                        batchRow?: number | null;
                        uploadId: string | null;
                        preview: boolean;
                        credits: number;
                        width: number;
                        height: number;
                        durationSeconds: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postRendersByRenderIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                renderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        render: {
                            jobId: string;
                            /** @enum {string} */
                            kind: "video" | "image";
                            /** @enum {string} */
                            format: "mp4" | "png" | "jpeg";
                            templateId: string;
                            templateName: string;
                            /** @enum {string} */
                            status: "queued" | "processing" | "completed" | "failed" | "cancelled";
                            createdAt: string;
                            signedUrl: string | null;
                            errorMessage: string | null;
                            progress: number;
                            queuePosition: number | null;
                            etaSeconds: number | null;
                            posterUrl: string | null;
                            refundedCredits: number;
                            heldCredits: number;
                            batchId?: string | null;
                            batchRow?: number | null;
                            uploadId: string | null;
                            preview: boolean;
                            credits: number;
                            width: number;
                            height: number;
                            durationSeconds: number;
                        };
                        remainingCredits: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getRendersByRenderIdEvents: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                renderId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A `render` event with the render now and on every change until it ends */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSceneExports: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key again answers the first result and charges nothing more; with another body it answers 422. A UUID per intended call is the usual value. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateId: string;
                    /** @description A scene document (see `Scene`), made for this template in an editor */
                    scene: {
                        [key: string]: unknown;
                    };
                    /** @enum {string} */
                    format?: "mp4" | "png" | "jpeg";
                    expectedPrice?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        render: {
                            jobId: string;
                            /** @enum {string} */
                            kind: "video" | "image";
                            /** @enum {string} */
                            format: "mp4" | "png" | "jpeg";
                            templateId: string;
                            templateName: string;
                            /** @enum {string} */
                            status: "queued" | "processing" | "completed" | "failed" | "cancelled";
                            createdAt: string;
                            signedUrl: string | null;
                            errorMessage: string | null;
                            progress: number;
                            queuePosition: number | null;
                            etaSeconds: number | null;
                            posterUrl: string | null;
                            refundedCredits: number;
                            heldCredits: number;
                            batchId?: string | null;
                            batchRow?: number | null;
                            uploadId: string | null;
                            preview: boolean;
                            credits: number;
                            width: number;
                            height: number;
                            durationSeconds: number;
                        };
                        charged: number;
                        remainingCredits: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postSceneExportsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateId: string;
                    /** @description A scene document (see `Scene`), made for this template in an editor */
                    scene: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description The watermarked preview picture */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": Blob;
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getSceneExportsTemplatesByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templateId: string;
                        /** @enum {string} */
                        kind: "video" | "image";
                        scene: {
                            /** @enum {number} */
                            version: 1;
                            width: number;
                            height: number;
                            layers: ({
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "background";
                                color: string;
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "overlay";
                                window: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "image";
                                /** Format: uuid */
                                uploadId: string | null;
                                box: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                /**
                                 * @default fill
                                 * @enum {string}
                                 */
                                fit: "fit" | "fill";
                                /** @default 1 */
                                zoom: number;
                                /** @default 0 */
                                panX: number;
                                /** @default 0 */
                                panY: number;
                                /** @default 0 */
                                rotation: number;
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "text";
                                text: string;
                                /** @enum {string} */
                                font: "hind" | "noto-serif-devanagari" | "baloo-2" | "kalam";
                                size: number;
                                color: string;
                                /**
                                 * @default left
                                 * @enum {string}
                                 */
                                align: "left" | "center" | "right";
                                /** @default 1.2 */
                                lineHeight: number;
                                x: number;
                                y: number;
                                /** @default 0 */
                                rotation: number;
                                maxWidth: number;
                                lines: string[];
                            })[];
                        };
                        overlayUrl: string | null;
                        owned: boolean;
                        price: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBatchesCheck: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateId: string;
                    scene: {
                        [key: string]: unknown;
                    };
                    rows: {
                        /** @default {} */
                        texts?: {
                            [key: string]: string;
                        };
                        /** @default {} */
                        photos?: {
                            [key: string]: string;
                        };
                        name?: string;
                        sheetRow?: number;
                    }[];
                    /** @enum {string} */
                    format?: "mp4" | "png" | "jpeg";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        price: {
                            results: number;
                            perResult: number;
                            licence: number;
                            total: number;
                        };
                        balance: number;
                        rows: {
                            row: number;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batches: {
                            batchId: string;
                            templateId: string;
                            templateName: string;
                            /** @enum {string} */
                            kind: "video" | "image";
                            /** @enum {string} */
                            format: "mp4" | "png" | "jpeg";
                            /** @enum {string} */
                            status: "queued" | "running" | "finished" | "cancelled";
                            total: number;
                            made: number;
                            failed: number;
                            waiting: number;
                            credits: {
                                held: number;
                                charged: number;
                                returned: number;
                            };
                            price: {
                                results: number;
                                perResult: number;
                                licence: number;
                                total: number;
                            };
                            createdAt: string;
                            finishedAt: string | null;
                        }[];
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBatches: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key again answers the first result and charges nothing more; with another body it answers 422. A UUID per intended call is the usual value. */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    templateId: string;
                    scene: {
                        [key: string]: unknown;
                    };
                    rows: {
                        /** @default {} */
                        texts?: {
                            [key: string]: string;
                        };
                        /** @default {} */
                        photos?: {
                            [key: string]: string;
                        };
                        name?: string;
                        sheetRow?: number;
                    }[];
                    /** @enum {string} */
                    format?: "mp4" | "png" | "jpeg";
                    expectedTotal: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batch: {
                            batchId: string;
                            templateId: string;
                            templateName: string;
                            /** @enum {string} */
                            kind: "video" | "image";
                            /** @enum {string} */
                            format: "mp4" | "png" | "jpeg";
                            /** @enum {string} */
                            status: "queued" | "running" | "finished" | "cancelled";
                            total: number;
                            made: number;
                            failed: number;
                            waiting: number;
                            credits: {
                                held: number;
                                charged: number;
                                returned: number;
                            };
                            price: {
                                results: number;
                                perResult: number;
                                licence: number;
                                total: number;
                            };
                            createdAt: string;
                            finishedAt: string | null;
                            rows: {
                                row: number;
                                name: string | null;
                                /** @enum {string} */
                                status: "waiting" | "making" | "made" | "failed" | "cancelled";
                                renderId: string | null;
                                reason: string | null;
                                downloadUrl: string | null;
                            }[];
                            photoSlots?: string[];
                            archiveUrl: string | null;
                        };
                        charged: number;
                        remainingCredits: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBatchesByBatchId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batchId: string;
                        templateId: string;
                        templateName: string;
                        /** @enum {string} */
                        kind: "video" | "image";
                        /** @enum {string} */
                        format: "mp4" | "png" | "jpeg";
                        /** @enum {string} */
                        status: "queued" | "running" | "finished" | "cancelled";
                        total: number;
                        made: number;
                        failed: number;
                        waiting: number;
                        credits: {
                            held: number;
                            charged: number;
                            returned: number;
                        };
                        price: {
                            results: number;
                            perResult: number;
                            licence: number;
                            total: number;
                        };
                        createdAt: string;
                        finishedAt: string | null;
                        rows: {
                            row: number;
                            name: string | null;
                            /** @enum {string} */
                            status: "waiting" | "making" | "made" | "failed" | "cancelled";
                            renderId: string | null;
                            reason: string | null;
                            downloadUrl: string | null;
                        }[];
                        photoSlots?: string[];
                        archiveUrl: string | null;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBatchesByBatchIdCancel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batch: {
                            batchId: string;
                            templateId: string;
                            templateName: string;
                            /** @enum {string} */
                            kind: "video" | "image";
                            /** @enum {string} */
                            format: "mp4" | "png" | "jpeg";
                            /** @enum {string} */
                            status: "queued" | "running" | "finished" | "cancelled";
                            total: number;
                            made: number;
                            failed: number;
                            waiting: number;
                            credits: {
                                held: number;
                                charged: number;
                                returned: number;
                            };
                            price: {
                                results: number;
                                perResult: number;
                                licence: number;
                                total: number;
                            };
                            createdAt: string;
                            finishedAt: string | null;
                            rows: {
                                row: number;
                                name: string | null;
                                /** @enum {string} */
                                status: "waiting" | "making" | "made" | "failed" | "cancelled";
                                renderId: string | null;
                                reason: string | null;
                                downloadUrl: string | null;
                            }[];
                            photoSlots?: string[];
                            archiveUrl: string | null;
                        };
                        remainingCredits: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postBatchesByBatchIdRetry: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    rows?: {
                        /** @default {} */
                        texts?: {
                            [key: string]: string;
                        };
                        /** @default {} */
                        photos?: {
                            [key: string]: string;
                        };
                        name?: string;
                        row: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batch: {
                            batchId: string;
                            templateId: string;
                            templateName: string;
                            /** @enum {string} */
                            kind: "video" | "image";
                            /** @enum {string} */
                            format: "mp4" | "png" | "jpeg";
                            /** @enum {string} */
                            status: "queued" | "running" | "finished" | "cancelled";
                            total: number;
                            made: number;
                            failed: number;
                            waiting: number;
                            credits: {
                                held: number;
                                charged: number;
                                returned: number;
                            };
                            price: {
                                results: number;
                                perResult: number;
                                licence: number;
                                total: number;
                            };
                            createdAt: string;
                            finishedAt: string | null;
                            rows: {
                                row: number;
                                name: string | null;
                                /** @enum {string} */
                                status: "waiting" | "making" | "made" | "failed" | "cancelled";
                                renderId: string | null;
                                reason: string | null;
                                downloadUrl: string | null;
                            }[];
                            photoSlots?: string[];
                            archiveUrl: string | null;
                        };
                        remainingCredits: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getBatchesByBatchIdArchive: {
        parameters: {
            query?: {
                expires?: string;
                signature?: string;
            };
            header?: never;
            path: {
                batchId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every made result, and results.csv */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": Blob;
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminBatches: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        batches: {
                            batchId: string;
                            templateId: string;
                            templateName: string;
                            /** @enum {string} */
                            kind: "video" | "image";
                            /** @enum {string} */
                            format: "mp4" | "png" | "jpeg";
                            /** @enum {string} */
                            status: "queued" | "running" | "finished" | "cancelled";
                            total: number;
                            made: number;
                            failed: number;
                            waiting: number;
                            credits: {
                                held: number;
                                charged: number;
                                returned: number;
                            };
                            price: {
                                results: number;
                                perResult: number;
                                licence: number;
                                total: number;
                            };
                            createdAt: string;
                            finishedAt: string | null;
                            userId: string;
                            buyerEmail: string | null;
                        }[];
                        rowsWaiting: number;
                        rowsMaking: number;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminBulkPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        image: number;
                        video: number;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putAdminBulkPrices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    image: number;
                    video: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        image: number;
                        video: number;
                    };
                };
            };
            /** @description Default Response */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        adminToken: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                period?: "all" | "week" | "month" | "60days" | "custom";
                from?: string & (string);
                to?: string & (string);
                q?: string;
                sort?: "revenue" | "credits" | "purchases" | "newest";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        range: {
                            /** @enum {string} */
                            period: "all" | "week" | "month" | "60days" | "custom";
                            from: string | null;
                            to: string;
                            timeZone: string;
                        };
                        users: {
                            id: string;
                            username: string;
                            actualName: string;
                            email: string;
                            isGoogleUser: boolean;
                            /** @enum {string} */
                            role: "user" | "admin";
                            credits: number;
                            createdAt: string;
                            closedAt: string | null;
                            creditsPurchased: number;
                            moneySpent: number;
                            templatesPurchased: {
                                templateId: string;
                                creditsCost: number;
                                purchaseDate: string;
                            }[];
                            purchaseCount: number;
                            filteredCreditsPurchased: number;
                            filteredMoneySpent: number;
                            filteredTemplatesPurchased: {
                                templateId: string;
                                creditsCost: number;
                                purchaseDate: string;
                            }[];
                            filteredPurchaseCount: number;
                        }[];
                        totalUsers: number;
                        matchingUsers: number;
                        page: number;
                        pageSize: number;
                        totalPurchases: number;
                        totalRevenue: number;
                        payingUsers: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminTemplates: {
        parameters: {
            query?: {
                period?: "all" | "week" | "month" | "60days" | "custom";
                from?: string & (string);
                to?: string & (string);
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        range: {
                            /** @enum {string} */
                            period: "all" | "week" | "month" | "60days" | "custom";
                            from: string | null;
                            to: string;
                            timeZone: string;
                        };
                        templates: {
                            templateId: string;
                            templateName: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            videoLayout: string | null;
                            templatePrice: number;
                            templatePriceIND: number;
                            purchaseCount: number;
                            filteredPurchaseCount: number;
                            /** @enum {string} */
                            status: "draft" | "published" | "retired";
                            /** @enum {string} */
                            mediaState: "missing" | "preparing" | "ready" | "failed";
                            mediaProgress: number;
                            sku: string | null;
                        }[];
                        totalTemplates: number;
                        totalSales: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminRevenue: {
        parameters: {
            query?: {
                period?: "all" | "week" | "month" | "60days" | "custom";
                from?: string & (string);
                to?: string & (string);
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        range: {
                            /** @enum {string} */
                            period: "all" | "week" | "month" | "60days" | "custom";
                            from: string | null;
                            to: string;
                            timeZone: string;
                        };
                        totalRevenue: number;
                        payingUsers: number;
                        totalPurchases: number;
                        totalUsers: number;
                        averageRevenuePerUser: number;
                        topSpenders: {
                            id: string;
                            username: string;
                            actualName: string;
                            email: string;
                            amount: number;
                            purchaseCount: number;
                        }[];
                        days: {
                            date: string;
                            revenue: number;
                            sales: number;
                        }[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminRenders: {
        parameters: {
            query?: {
                period?: "all" | "week" | "month" | "60days" | "custom";
                from?: string & (string);
                to?: string & (string);
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        range: {
                            /** @enum {string} */
                            period: "all" | "week" | "month" | "60days" | "custom";
                            from: string | null;
                            to: string;
                            timeZone: string;
                        };
                        templates: {
                            templateId: string;
                            templateName: string;
                            renders: number;
                            failed: number;
                            failureRate: number;
                            refunds: number;
                            medianRenderSeconds: number | null;
                        }[];
                        totalRenders: number;
                        totalFailed: number;
                        totalRefunds: number;
                        recentFailures: {
                            id: string;
                            templateId: string;
                            templateName: string;
                            email: string;
                            errorMessage: string;
                            failedAt: string;
                        }[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminAuditLog: {
        parameters: {
            query?: {
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entries: {
                            id: number;
                            adminEmail: string;
                            adminUsername: string;
                            action: string;
                            details: {
                                [key: string]: unknown;
                            };
                            address: string;
                            createdAt: string;
                        }[];
                        nextBefore: number | null;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminUsersByUserIdCredits: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key again answers the first result and charges nothing more; with another body it answers 422. A UUID per intended call is the usual value. */
                "idempotency-key"?: string;
            };
            path: {
                userId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    reason: "goodwill" | "correction" | "refund" | "promotion" | "other";
                    /** @default  */
                    note?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        userId: string;
                        credits: number;
                        ledgerId: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminExportByTable: {
        parameters: {
            query?: {
                period?: "all" | "week" | "month" | "60days" | "custom";
                from?: string & (string);
                to?: string & (string);
                q?: string;
                sort?: "revenue" | "credits" | "purchases" | "newest";
                page?: number;
            };
            header?: never;
            path: {
                table: "users" | "templates" | "revenue" | "renders";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminCatalogueTemplates: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fields: {
                        /** @enum {string} */
                        kind: "video" | "image" | "direct-sell";
                        /** @default null */
                        sku?: string | null;
                        templateName: string;
                        /** @default  */
                        templateDescription?: string;
                        /** @default [] */
                        templateCategory?: string[];
                        /** @default [] */
                        templateSection?: string[];
                        /** @default [] */
                        templateCompatibility?: string[];
                        templatePrice: number;
                        /** @default null */
                        templatePriceIND?: number | null;
                        /**
                         * @default 16:9
                         * @enum {string}
                         */
                        videoLayout?: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4";
                        /**
                         * @default null
                         * @enum {string|null}
                         */
                        greenScreenLayout?: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4" | null;
                        /** @default null */
                        templateJson?: string | null;
                        /** @default null */
                        thumbnailFrame?: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templateId: string;
                        /** @enum {string} */
                        status: "draft" | "published" | "retired";
                        revision: number;
                        fields: {
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            /** @default null */
                            sku: string | null;
                            templateName: string;
                            /** @default  */
                            templateDescription: string;
                            /** @default [] */
                            templateCategory: string[];
                            /** @default [] */
                            templateSection: string[];
                            /** @default [] */
                            templateCompatibility: string[];
                            templatePrice: number;
                            /** @default null */
                            templatePriceIND: number | null;
                            /**
                             * @default 16:9
                             * @enum {string}
                             */
                            videoLayout: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4";
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            greenScreenLayout: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4" | null;
                            /** @default null */
                            templateJson: string | null;
                            /** @default null */
                            thumbnailFrame: number | null;
                        };
                        media: {
                            /** @enum {string} */
                            state: "missing" | "preparing" | "ready" | "failed";
                            progress: number;
                            message: string | null;
                            uploaded: ("video" | "mask" | "overlay")[];
                            posterUrl: string | null;
                            previewUrl: string | null;
                            /** @enum {string} */
                            uploadsTo?: "api" | "bucket";
                        };
                        owners: number;
                        warnings: string[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminCatalogueTemplatesByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templateId: string;
                        /** @enum {string} */
                        status: "draft" | "published" | "retired";
                        revision: number;
                        fields: {
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            /** @default null */
                            sku: string | null;
                            templateName: string;
                            /** @default  */
                            templateDescription: string;
                            /** @default [] */
                            templateCategory: string[];
                            /** @default [] */
                            templateSection: string[];
                            /** @default [] */
                            templateCompatibility: string[];
                            templatePrice: number;
                            /** @default null */
                            templatePriceIND: number | null;
                            /**
                             * @default 16:9
                             * @enum {string}
                             */
                            videoLayout: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4";
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            greenScreenLayout: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4" | null;
                            /** @default null */
                            templateJson: string | null;
                            /** @default null */
                            thumbnailFrame: number | null;
                        };
                        media: {
                            /** @enum {string} */
                            state: "missing" | "preparing" | "ready" | "failed";
                            progress: number;
                            message: string | null;
                            uploaded: ("video" | "mask" | "overlay")[];
                            posterUrl: string | null;
                            previewUrl: string | null;
                            /** @enum {string} */
                            uploadsTo?: "api" | "bucket";
                        };
                        owners: number;
                        warnings: string[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putAdminCatalogueTemplatesByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    fields: {
                        /** @enum {string} */
                        kind: "video" | "image" | "direct-sell";
                        /** @default null */
                        sku?: string | null;
                        templateName: string;
                        /** @default  */
                        templateDescription?: string;
                        /** @default [] */
                        templateCategory?: string[];
                        /** @default [] */
                        templateSection?: string[];
                        /** @default [] */
                        templateCompatibility?: string[];
                        templatePrice: number;
                        /** @default null */
                        templatePriceIND?: number | null;
                        /**
                         * @default 16:9
                         * @enum {string}
                         */
                        videoLayout?: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4";
                        /**
                         * @default null
                         * @enum {string|null}
                         */
                        greenScreenLayout?: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4" | null;
                        /** @default null */
                        templateJson?: string | null;
                        /** @default null */
                        thumbnailFrame?: number | null;
                    };
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templateId: string;
                        /** @enum {string} */
                        status: "draft" | "published" | "retired";
                        revision: number;
                        fields: {
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            /** @default null */
                            sku: string | null;
                            templateName: string;
                            /** @default  */
                            templateDescription: string;
                            /** @default [] */
                            templateCategory: string[];
                            /** @default [] */
                            templateSection: string[];
                            /** @default [] */
                            templateCompatibility: string[];
                            templatePrice: number;
                            /** @default null */
                            templatePriceIND: number | null;
                            /**
                             * @default 16:9
                             * @enum {string}
                             */
                            videoLayout: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4";
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            greenScreenLayout: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4" | null;
                            /** @default null */
                            templateJson: string | null;
                            /** @default null */
                            thumbnailFrame: number | null;
                        };
                        media: {
                            /** @enum {string} */
                            state: "missing" | "preparing" | "ready" | "failed";
                            progress: number;
                            message: string | null;
                            uploaded: ("video" | "mask" | "overlay")[];
                            posterUrl: string | null;
                            previewUrl: string | null;
                            /** @enum {string} */
                            uploadsTo?: "api" | "bucket";
                        };
                        owners: number;
                        warnings: string[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteAdminCatalogueTemplatesByTemplateId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminCatalogueTemplatesByTemplateIdStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status: "draft" | "published" | "retired";
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        templateId: string;
                        /** @enum {string} */
                        status: "draft" | "published" | "retired";
                        revision: number;
                        fields: {
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            /** @default null */
                            sku: string | null;
                            templateName: string;
                            /** @default  */
                            templateDescription: string;
                            /** @default [] */
                            templateCategory: string[];
                            /** @default [] */
                            templateSection: string[];
                            /** @default [] */
                            templateCompatibility: string[];
                            templatePrice: number;
                            /** @default null */
                            templatePriceIND: number | null;
                            /**
                             * @default 16:9
                             * @enum {string}
                             */
                            videoLayout: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4";
                            /**
                             * @default null
                             * @enum {string|null}
                             */
                            greenScreenLayout: "16:9" | "9:16" | "1:1" | "4:5" | "4:3" | "3:4" | null;
                            /** @default null */
                            templateJson: string | null;
                            /** @default null */
                            thumbnailFrame: number | null;
                        };
                        media: {
                            /** @enum {string} */
                            state: "missing" | "preparing" | "ready" | "failed";
                            progress: number;
                            message: string | null;
                            uploaded: ("video" | "mask" | "overlay")[];
                            posterUrl: string | null;
                            previewUrl: string | null;
                            /** @enum {string} */
                            uploadsTo?: "api" | "bucket";
                        };
                        owners: number;
                        warnings: string[];
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminCatalogueTemplatesByTemplateIdScene: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        template: {
                            templateId: string;
                            /** @enum {string} */
                            kind: "video" | "image" | "direct-sell";
                            templateName: string;
                            overlayUrl: string | null;
                            previewVideoUrl: string | null;
                            /** @enum {string} */
                            status: "draft" | "published" | "retired";
                            width: number;
                            height: number;
                            posterUrl: string | null;
                            previewUrl: string | null;
                            maskUrl: string | null;
                            window: {
                                x: number;
                                y: number;
                                width: number;
                                height: number;
                            } | null;
                        };
                        scene: {
                            /** @enum {number} */
                            version: 1;
                            width: number;
                            height: number;
                            layers: ({
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "background";
                                color: string;
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "overlay";
                                window: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "image";
                                /** Format: uuid */
                                uploadId: string | null;
                                box: {
                                    x: number;
                                    y: number;
                                    width: number;
                                    height: number;
                                };
                                /**
                                 * @default fill
                                 * @enum {string}
                                 */
                                fit: "fit" | "fill";
                                /** @default 1 */
                                zoom: number;
                                /** @default 0 */
                                panX: number;
                                /** @default 0 */
                                panY: number;
                                /** @default 0 */
                                rotation: number;
                            } | {
                                id: string;
                                /** @default false */
                                hidden: boolean;
                                /** @default false */
                                locked: boolean;
                                /** @enum {string} */
                                type: "text";
                                text: string;
                                /** @enum {string} */
                                font: "hind" | "noto-serif-devanagari" | "baloo-2" | "kalam";
                                size: number;
                                color: string;
                                /**
                                 * @default left
                                 * @enum {string}
                                 */
                                align: "left" | "center" | "right";
                                /** @default 1.2 */
                                lineHeight: number;
                                x: number;
                                y: number;
                                /** @default 0 */
                                rotation: number;
                                maxWidth: number;
                                lines: string[];
                            })[];
                        };
                        revision: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putAdminCatalogueTemplatesByTemplateIdScene: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    scene: {
                        /** @enum {number} */
                        version: 1;
                        width: number;
                        height: number;
                        layers: ({
                            id: string;
                            /** @default false */
                            hidden?: boolean;
                            /** @default false */
                            locked?: boolean;
                            /** @enum {string} */
                            type: "background";
                            color: string;
                        } | {
                            id: string;
                            /** @default false */
                            hidden?: boolean;
                            /** @default false */
                            locked?: boolean;
                            /** @enum {string} */
                            type: "overlay";
                            window: {
                                x: number;
                                y: number;
                                width: number;
                                height: number;
                            };
                        } | {
                            id: string;
                            /** @default false */
                            hidden?: boolean;
                            /** @default false */
                            locked?: boolean;
                            /** @enum {string} */
                            type: "image";
                            /** Format: uuid */
                            uploadId: string | null;
                            box: {
                                x: number;
                                y: number;
                                width: number;
                                height: number;
                            };
                            /**
                             * @default fill
                             * @enum {string}
                             */
                            fit?: "fit" | "fill";
                            /** @default 1 */
                            zoom?: number;
                            /** @default 0 */
                            panX?: number;
                            /** @default 0 */
                            panY?: number;
                            /** @default 0 */
                            rotation?: number;
                        } | {
                            id: string;
                            /** @default false */
                            hidden?: boolean;
                            /** @default false */
                            locked?: boolean;
                            /** @enum {string} */
                            type: "text";
                            text: string;
                            /** @enum {string} */
                            font: "hind" | "noto-serif-devanagari" | "baloo-2" | "kalam";
                            size: number;
                            color: string;
                            /**
                             * @default left
                             * @enum {string}
                             */
                            align?: "left" | "center" | "right";
                            /** @default 1.2 */
                            lineHeight?: number;
                            x: number;
                            y: number;
                            /** @default 0 */
                            rotation?: number;
                            maxWidth: number;
                            lines: string[];
                        })[];
                    };
                    revision: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        revision: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminCatalogueTemplatesByTemplateIdSamplePreview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        render: {
                            jobId: string;
                            /** @enum {string} */
                            kind: "video" | "image";
                            /** @enum {string} */
                            format: "mp4" | "png" | "jpeg";
                            templateId: string;
                            templateName: string;
                            /** @enum {string} */
                            status: "queued" | "processing" | "completed" | "failed" | "cancelled";
                            createdAt: string;
                            signedUrl: string | null;
                            errorMessage: string | null;
                            progress: number;
                            queuePosition: number | null;
                            etaSeconds: number | null;
                            posterUrl: string | null;
                            refundedCredits: number;
                            heldCredits: number;
                            batchId?: string | null;
                            batchRow?: number | null;
                            uploadId: string | null;
                            preview: boolean;
                            credits: number;
                            width: number;
                            height: number;
                            durationSeconds: number;
                        };
                        charged: number;
                        remainingCredits: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminCatalogueTemplatesByTemplateIdMediaByRole: {
        parameters: {
            query: {
                uploadId: string;
            };
            header?: never;
            path: {
                templateId: string;
                role: "video" | "mask" | "overlay";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "video" | "mask" | "overlay";
                        received: number;
                        complete: boolean;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    putAdminCatalogueTemplatesByTemplateIdMediaByRole: {
        parameters: {
            query: {
                uploadId: string;
                offset: number;
                last?: "true" | "false";
            };
            header?: never;
            path: {
                templateId: string;
                role: "video" | "mask" | "overlay";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "video" | "mask" | "overlay";
                        received: number;
                        complete: boolean;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminCatalogueTemplatesByTemplateIdMediaByRoleMultipart: {
        parameters: {
            query: {
                uploadId: string;
                key: string;
            };
            header?: never;
            path: {
                templateId: string;
                role: "video" | "mask" | "overlay";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        parts: {
                            partNumber: number;
                            etag: string;
                            size: number;
                        }[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminCatalogueTemplatesByTemplateIdMediaByRoleMultipart: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
                role: "video" | "mask" | "overlay";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    size: number;
                    /** @default  */
                    contentType?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        uploadId: string;
                        key: string;
                        partBytes: number;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteAdminCatalogueTemplatesByTemplateIdMediaByRoleMultipart: {
        parameters: {
            query: {
                uploadId: string;
                key: string;
            };
            header?: never;
            path: {
                templateId: string;
                role: "video" | "mask" | "overlay";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        aborted: true;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminCatalogueTemplatesByTemplateIdMediaByRoleMultipartParts: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
                role: "video" | "mask" | "overlay";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uploadId: string;
                    key: string;
                    size: number;
                    partNumbers: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        parts: {
                            partNumber: number;
                            url: string;
                        }[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminCatalogueTemplatesByTemplateIdMediaByRoleMultipartComplete: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                templateId: string;
                role: "video" | "mask" | "overlay";
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uploadId: string;
                    key: string;
                    parts: {
                        partNumber: number;
                        etag: string;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        role: "video" | "mask" | "overlay";
                        received: number;
                        complete: boolean;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postAdminCatalogueImports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        dryRun: true;
                        totalRows: number;
                        goodRows: number;
                        problems: {
                            row: number;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        importId: string;
                        /** @enum {string} */
                        state: "queued" | "running" | "finished" | "failed";
                        totalRows: number;
                        doneRows: number;
                        created: number;
                        updated: number;
                        unchanged: number;
                        problems: {
                            row: number;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getAdminCatalogueImportsByImportId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                importId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        importId: string;
                        /** @enum {string} */
                        state: "queued" | "running" | "finished" | "failed";
                        totalRows: number;
                        doneRows: number;
                        created: number;
                        updated: number;
                        unchanged: number;
                        problems: {
                            row: number;
                            field: string;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Nothing the path names exists, or not any more (`NOT_FOUND`). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpoints: {
                            endpointId: string;
                            url: string;
                            events: ("render.completed" | "render.failed" | "batch.finished" | "credits.low")[];
                            creditsLowThreshold: number | null;
                            createdAt: string;
                            disabledAt: string | null;
                            previousSecretValidUntil: string | null;
                        }[];
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("render.completed" | "render.failed" | "batch.finished" | "credits.low")[];
                    creditsLowThreshold?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpointId: string;
                        url: string;
                        events: ("render.completed" | "render.failed" | "batch.finished" | "credits.low")[];
                        creditsLowThreshold: number | null;
                        createdAt: string;
                        disabledAt: string | null;
                        previousSecretValidUntil: string | null;
                        secret: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    deleteWebhooksByEndpointId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {boolean} */
                        deleted: true;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postWebhooksByEndpointIdRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        endpointId: string;
                        url: string;
                        events: ("render.completed" | "render.failed" | "batch.finished" | "credits.low")[];
                        creditsLowThreshold: number | null;
                        createdAt: string;
                        disabledAt: string | null;
                        previousSecretValidUntil: string | null;
                        secret: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postWebhooksByEndpointIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            deliveryId: string;
                            messageId: string;
                            event: string;
                            createdAt: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            lastAttemptAt: string | null;
                            nextAttemptAt: string | null;
                            responseStatus: number | null;
                            responseBody: string | null;
                            error: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    getWebhooksByEndpointIdDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveries: {
                            deliveryId: string;
                            messageId: string;
                            event: string;
                            createdAt: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            lastAttemptAt: string | null;
                            nextAttemptAt: string | null;
                            responseStatus: number | null;
                            responseBody: string | null;
                            error: string | null;
                        }[];
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    postWebhooksByEndpointIdDeliveriesByDeliveryIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                endpointId: string;
                deliveryId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description Default Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: {
                            deliveryId: string;
                            messageId: string;
                            event: string;
                            createdAt: string;
                            /** @enum {string} */
                            status: "pending" | "delivered" | "failed";
                            attempts: number;
                            lastAttemptAt: string | null;
                            nextAttemptAt: string | null;
                            responseStatus: number | null;
                            responseBody: string | null;
                            error: string | null;
                        };
                        message: string;
                    };
                };
            };
            /** @description A path parameter, the query or the body is not valid (`VALIDATION_FAILED`, `BAD_REQUEST`, `INVALID_JSON`); the message says which and why. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description No token, one whose session has ended, or an API key revoked or never made (`UNAUTHORIZED`). */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description An API key was sent where keys are not taken, or without the scope this call names (`FORBIDDEN`); the message says which. An admin call also refuses an account that is not an admin. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Default Response */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is larger than the store takes (`PAYLOAD_TOO_LARGE`); the message says the limit. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The body is of a type this call does not read (`UNSUPPORTED_MEDIA_TYPE`). */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description Too many requests from this address (`RATE_LIMITED`): `Retry-After` and `retryAfterSeconds` say when to try again. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The address (a query string) or the headers (cookies) are larger than the store reads (`HEADERS_TOO_LARGE`), answered before any route. */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store failed to answer (`INTERNAL`); the body carries a reference to quote to support. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
            /** @description The store is restarting, or a part it needs (the database, the bucket, a provider) is briefly away (`SERVICE_UNAVAILABLE`): try again in a moment. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        error: string;
                        code: string;
                        requestId?: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
}
