import { API_DOCUMENT_PATH, SCENE_TEXT_MAX_LENGTH } from '@frameshop/contract';
import { BULK_DEFAULT_PRICES } from '@frameshop/contract/batch-limits';
import { Link } from 'react-router';
import { DocumentTitle } from '../components/document-title';
import { PageContainer } from '../components/page-container';
import { ApiReference } from '../features/developers/components/api-reference';
import { CodeBlock } from '../features/developers/components/code-block';
import { DocContents, DocSection } from '../features/developers/components/doc-section';
import {
  batchCalls,
  batchRequest,
  deliveryHeaders,
  fieldsAnswer,
  firstRender,
  generateClient,
  verifyInNode,
  verifyInPython,
} from '../features/developers/code-examples';
import {
  developerLimits,
  KEY_SCOPES,
  WEBHOOK_EVENTS,
} from '../features/developers/developer-limits';
import { formatNumber } from '../lib/format';
import { paths } from '../lib/paths';
import { usePublicConfig } from '../lib/public-config';

const DESCRIPTION =
  'Make pictures and videos from the store’s templates in your own code: send a template and your data, get back the finished file. API keys, a first render with curl, webhooks, limits, prices and the full API reference.';

const HEADINGS = {
  purpose: { id: 'what-the-api-is-for', title: 'What the API is for' },
  keys: { id: 'create-a-key', title: 'Create a key' },
  teams: { id: 'teams', title: 'Paying as a team' },
  firstRender: { id: 'your-first-render', title: 'Your first render' },
  batches: { id: 'many-results-at-once', title: 'Many results at once' },
  webhooks: { id: 'webhooks', title: 'Webhooks' },
  limits: { id: 'limits', title: 'Limits' },
  prices: { id: 'prices', title: 'Prices' },
  reference: { id: 'api-reference', title: 'API reference' },
} as const;

const credits = (amount: number) => `${formatNumber(amount)} credit${amount === 1 ? '' : 's'}`;

export default function DevelopersScreen() {
  // The store's own address, so every example can be pasted as it is.
  const config = usePublicConfig();
  const store = config?.publicUrl ?? 'https://your-store.example';
  const limits = developerLimits(config);
  return (
    <PageContainer className="py-12 lg:py-16">
      <DocumentTitle title="For developers" description={DESCRIPTION} />
      <div className="mx-auto max-w-5xl">
        <p className="text-sm font-semibold text-brand-700">API</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-ink sm:text-4xl">
          For developers
        </h1>
        <p className="mt-3 max-w-3xl text-lg leading-8 text-ink-muted">
          A template and your data in, a finished picture or video out, from your own code.
        </p>
        <DocContents headings={Object.values(HEADINGS)} />

        <DocSection heading={HEADINGS.purpose}>
          <p>
            Everything you can make in the store’s editors, a program can make too: a greeting card
            for every customer’s birthday, a video for every new product in your shop, a poster for
            every event. You choose a template, fill its text and photos with your own, and the
            store’s servers draw the result and give you a link to download it.
          </p>
          <p>
            The API is the one the store’s own pages use, with the same answers and the same prices.
            A program signs in with an API key instead of a password, and can be told by a webhook
            when its work is done instead of asking again and again.
          </p>
        </DocSection>

        <DocSection heading={HEADINGS.keys}>
          <ol className="space-y-2">
            <li>
              Sign in and open your <Link to={paths.profile()}>profile</Link>, then{' '}
              <strong>API keys</strong>.
            </li>
            <li>Give the key a name that says where it will be used, and choose its scopes.</li>
            <li>
              Copy the key. It starts with <code>fs_live_</code> and is shown <strong>once</strong>:
              the store keeps only a fingerprint of it. Keep it secret, like a password.
            </li>
          </ol>
          <ul className="space-y-2">
            {KEY_SCOPES.map(({ scope, allows }) => (
              <li key={scope}>
                <code>{scope}</code>: {allows}
              </li>
            ))}
          </ul>
          <p>
            Send the key in the <code>Authorization</code> header of every request:{' '}
            <code>Authorization: Bearer fs_live_…</code>. A key can never change your account, pay
            for credits or close the account; a call outside its scopes answers 403 naming the scope
            it needs, and a revoked key answers 401. Revoking a key in your profile stops it at
            once.
          </p>
        </DocSection>

        <DocSection heading={HEADINGS.teams}>
          <p>
            A team has a balance of its own. A key made for a team (its owner or an admin chooses
            the team under <strong>Acts as</strong>, or sends <code>teamId</code> to{' '}
            <code>POST /api/keys</code>) is the team: it spends from the team&rsquo;s balance, its
            results are the team&rsquo;s, and it keeps working when any member leaves.
          </p>
          <p>
            With a person&rsquo;s session, send <code>Frameshop-Team: &lt;teamId&gt;</code> on any
            call that spends or reads what the payer owns (purchases, renders, batches, the
            balance); a person who is not a member gets 403 &ldquo;You are not a member of this
            team&rdquo;, and a member past their monthly limit gets 402{' '}
            <code>MONTHLY_LIMIT_REACHED</code> with the limit, what is spent and what is left.
          </p>
        </DocSection>

        <DocSection heading={HEADINGS.firstRender}>
          <p>
            From choosing a template to a picture on your disk. The steps need <code>curl</code> and{' '}
            <code>jq</code>, a key with both scopes and a photo named <code>photo.jpg</code> in the
            folder you run them in. Put your key in the first line, paste them into a terminal, and{' '}
            <code>picture.png</code> arrives a few seconds later.
          </p>
          <CodeBlock title="A first render with curl" code={firstRender(store)} />
          <ol className="space-y-2">
            <li>
              <strong>Choose a template.</strong> The catalogue needs no key. Picture templates are
              at <code>/api/image-templates</code>, video templates at <code>/api/templates</code>;
              the steps take the first picture template. To choose another, set{' '}
              <code>TEMPLATE_ID</code> to the <code>templateId</code> of any template on its list.
            </li>
            <li>
              <strong>See what you can fill.</strong> <code>/api/templates/:templateId/fields</code>{' '}
              names each text layer and photo slot of the template, with its box and limits; the
              steps take the first photo slot.
            </li>
            <li>
              <strong>Upload your photo.</strong> JPEG, PNG or WebP, sent as{' '}
              <code>multipart/form-data</code>. The answer’s <code>uploadId</code> is what a photo
              slot takes.
            </li>
            <li>
              <strong>Order the picture.</strong> <code>order.json</code> holds the template’s id
              and its starting design (from <code>/api/scene-exports/templates/:templateId</code>)
              with your upload in the photo slot. The <code>Idempotency-Key</code> header makes the
              order safe to retry: the same key answers the first order again and charges nothing
              more. Use a new one for each order you mean.
            </li>
            <li>
              <strong>Ask until it is done.</strong> The render’s <code>status</code> moves from{' '}
              <code>queued</code> to <code>processing</code> to <code>completed</code> (or{' '}
              <code>failed</code>, which returns the credits and says why in{' '}
              <code>errorMessage</code>). Once completed, <code>signedUrl</code> is a download link
              that expires (a path on the store’s address, or a full address when its files are in a
              bucket); ask again for a fresh one. A webhook saves you the asking.
            </li>
          </ol>
          <p>The fields answer looks like this:</p>
          <CodeBlock title="GET /api/templates/1026/fields" code={fieldsAnswer()} />
          <p>
            A text may be up to {formatNumber(SCENE_TEXT_MAX_LENGTH)} characters. In a batch, a text
            longer than its box is made smaller to fit, down to <code>minSize</code>; a text that
            does not fit even then is named as a problem of its row.
          </p>
        </DocSection>

        <DocSection heading={HEADINGS.batches}>
          <p>
            A batch makes one design once per row: each row fills the design’s text layers and photo
            slots, named by the layer ids the fields call gives. Check a batch first to see its
            total and every row’s problems; then confirm it with the total you saw. The whole total
            is held when you confirm, each result is charged when it is made, and a failed or
            cancelled row’s share comes back.
          </p>
          <CodeBlock title="batch.json" code={batchRequest()} />
          <CodeBlock title="Check, confirm and follow a batch" code={batchCalls(store)} />
          <p>
            Each row is a render of its own, followed at <code>/api/renders/:renderId</code>. Once
            rows are made, the batch’s <code>archiveUrl</code> downloads a ZIP of every result with
            a <code>results.csv</code> listing each row. A row’s <code>sheetRow</code> (from 0) is
            its place in your sheet: the batch and <code>results.csv</code> name it so, even when
            you leave rows out. A text layer or photo slot a row does not name keeps the design’s
            own.
          </p>
        </DocSection>

        <DocSection heading={HEADINGS.webhooks}>
          <p>
            In your profile, under <strong>Webhooks</strong>, add the address the store should call
            (an <code>https://</code> address on the public internet, on port 443, 80 or 1024 and
            up; up to {limits.webhookEndpointsPerAccount} of them) and the events you want. Each
            endpoint gets its own signing secret, starting with <code>whsec_</code>, shown once. You
            can replace it at any time; the old one keeps signing for {limits.secretOverlapHours}{' '}
            hours, so you can switch without missing an event.
          </p>
          <ul className="space-y-2">
            {WEBHOOK_EVENTS.map(({ event, when }) => (
              <li key={event}>
                <code>{event}</code>: {when}
              </li>
            ))}
          </ul>
          <p>
            Deliveries follow the <a href="https://www.standardwebhooks.com/">Standard Webhooks</a>{' '}
            specification: a JSON body with the event’s <code>type</code> and its <code>data</code>{' '}
            (the render or batch as the API answers it), and three headers.{' '}
            <code>webhook-signature</code> is an HMAC-SHA256 of{' '}
            <code>webhook-id.webhook-timestamp.body</code> with your secret, so any of the
            specification’s libraries can check it.
          </p>
          <CodeBlock title="A delivery" code={deliveryHeaders()} />
          <p>
            Answer with any 2xx status within {limits.webhookTimeoutSeconds} seconds, its status and
            headers within {limits.webhookHeadersTimeoutSeconds}. Anything else is retried; an event
            is delivered at least once, so the same <code>webhook-id</code> can arrive twice. Events
            about one render or batch arrive in the order they happened.
          </p>
          <h3>Check a delivery in Node</h3>
          <p>
            With the <code>standardwebhooks</code> package from npm. It also refuses a delivery
            whose timestamp is more than five minutes away from your clock.
          </p>
          <CodeBlock title="Node (Express)" code={verifyInNode()} />
          <h3>Check a delivery in Python</h3>
          <p>
            With the <code>standardwebhooks</code> package from PyPI.
          </p>
          <CodeBlock title="Python (Flask)" code={verifyInPython()} />
        </DocSection>

        <DocSection heading={HEADINGS.limits}>
          <dl className="divide-y divide-line rounded-card bg-surface ring-1 ring-line">
            {[
              [
                'Requests per key',
                limits.keyRequestsPerMinute === undefined
                  ? 'Loading…'
                  : `${formatNumber(limits.keyRequestsPerMinute)} a minute. Past that the answer is 429, with RateLimit headers and Retry-After saying when to try again.`,
              ],
              ['Keys per account', formatNumber(limits.keysPerAccount)],
              ['Webhook endpoints per account', formatNumber(limits.webhookEndpointsPerAccount)],
              [
                'Webhook test events and resends',
                `${formatNumber(limits.webhookSendsPerHour)} an hour per account, together. Past that the answer is 429, with Retry-After.`,
              ],
              [
                'Rows per batch',
                limits.batchRows === undefined
                  ? 'Loading…'
                  : `${formatNumber(limits.batchRows)}; split a longer sheet into several batches.`,
              ],
              [
                'Batches waiting or running at once',
                limits.batchesAtOnce === undefined
                  ? 'Loading…'
                  : formatNumber(limits.batchesAtOnce),
              ],
              ['Text per layer', `${formatNumber(SCENE_TEXT_MAX_LENGTH)} characters`],
              [
                'Webhook retries',
                `${limits.webhookRetryDelays ? `After ${limits.webhookRetryDelays.join(', ')}. ` : ''}An endpoint that has failed for ${limits.webhookDisabledAfterDays} days is turned off, and you get an email.`,
              ],
            ].map(([what, limit]) => (
              <div key={what} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
                <dt className="font-medium text-ink">{what}</dt>
                <dd>{limit}</dd>
              </div>
            ))}
          </dl>
        </DocSection>

        <DocSection heading={HEADINGS.prices}>
          <p>
            The API costs what the store’s pages cost, in credits from your balance; there is no
            separate plan.
          </p>
          <ul className="space-y-2">
            <li>
              <strong>A template’s licence, once.</strong> The first order of a template you do not
              own holds its price (the <code>price</code> in its catalogue answer); the licence is
              yours when the result is made, and a failed order returns it. Every later export of a
              template you own is free.
            </li>
            <li>
              <strong>A batch</strong> costs the licence once, if you do not own the template yet,
              plus a price per result: by default {credits(BULK_DEFAULT_PRICES.image)} per picture
              and {credits(BULK_DEFAULT_PRICES.video)} per video. The check call answers the exact
              total.
            </li>
            <li>
              <strong>Previews are free.</strong> Calls that only read cost nothing.
            </li>
            <li>
              A balance too small for an order answers 402 and holds nothing. Buy credits on the{' '}
              <Link to={paths.pricing()}>pricing page</Link>.
            </li>
          </ul>
        </DocSection>

        <DocSection
          heading={HEADINGS.reference}
          wide={
            <div className="mt-6 rounded-card bg-surface p-2 ring-1 ring-line sm:p-4">
              <ApiReference documentUrl={API_DOCUMENT_PATH} />
            </div>
          }
        >
          <p>
            Every call, its parameters and each answer it can give, from the store’s OpenAPI
            document (<a href={API_DOCUMENT_PATH}>{API_DOCUMENT_PATH}</a>). Generate a typed client
            from it:
          </p>
          <CodeBlock title="A TypeScript client" code={generateClient(store)} />
        </DocSection>
      </div>
    </PageContainer>
  );
}
