import { API_DOCUMENT_PATH } from '@frameshop/contract';

/**
 * The examples of the developers page, written against the store's own address so they can be
 * pasted as they are. The first render runs as written on any store with a picture template (a
 * test runs it on a fresh one): it takes the catalogue's first picture template and that
 * template's first photo slot. TEMPLATE_ID and UPLOAD_ID in the other examples stand for what
 * those calls answer.
 */

export const firstRender = (store: string) => `export STORE=${store} KEY=fs_live_your_key_here
# 1. Choose a template: here, the first picture template of the catalogue.
TEMPLATE_ID=$(curl -s "$STORE/api/image-templates?limit=1" | jq -r '.items[0].templateId')
# 2. See what you can fill: here, the template's first photo slot.
SLOT=$(curl -s "$STORE/api/templates/$TEMPLATE_ID/fields" | jq -r '[.fields[] | select(.kind == "photo")][0].layerId')
# 3. Upload your photo.
UPLOAD_ID=$(curl -s -X POST "$STORE/api/uploads" -H "Authorization: Bearer $KEY" -F "file=@photo.jpg" | jq -r .uploadId)
# 4. Order the picture: the template's design with your photo in the slot.
curl -s "$STORE/api/scene-exports/templates/$TEMPLATE_ID" -H "Authorization: Bearer $KEY" | jq --arg slot "$SLOT" --arg upload "$UPLOAD_ID" '{templateId, scene: (.scene | (.layers[] | select(.id == $slot)).uploadId = $upload)}' > order.json
RENDER_ID=$(curl -s -X POST "$STORE/api/scene-exports" -H "Authorization: Bearer $KEY" -H "Idempotency-Key: order-0001" -H "Content-Type: application/json" -d @order.json | jq -r .render.jobId)
# 5. Ask until it is done, then download it.
until STATUS=$(curl -s "$STORE/api/renders/$RENDER_ID" -H "Authorization: Bearer $KEY" | tee render.json | jq -r .status); [ "$STATUS" = completed ] || [ "$STATUS" = failed ]; do sleep 2; done
if [ "$STATUS" = completed ]; then curl -s -o picture.png "$(jq -r --arg store "$STORE" '.signedUrl | if startswith("/") then $store + . else . end' render.json)"; else jq -r .errorMessage render.json; fi`;

export const fieldsAnswer = () => `{
  "templateId": "1026",
  "kind": "image",
  "width": 1920,
  "height": 1080,
  "fields": [
    {
      "layerId": "photo",
      "kind": "photo",
      "box": { "x": 116, "y": 108, "width": 1114, "height": 670 },
      "photo": { "accepts": ["image/jpeg", "image/png", "image/webp"] }
    },
    {
      "layerId": "band-title",
      "kind": "text",
      "box": { "x": 96, "y": 942, "width": 1728, "height": 92 },
      "text": { "text": "Your title here", "font": "hind", "size": 77, "maxLength": 500, "minSize": 39 }
    }
  ]
}`;

export const batchRequest = () => `{
  "templateId": "TEMPLATE_ID",
  "scene": { "…": "the design, as GET /api/scene-exports/templates/TEMPLATE_ID answers it" },
  "rows": [
    { "name": "asha", "texts": { "band-title": "Happy birthday, Asha" }, "photos": { "photo": "UPLOAD_ID_1" } },
    { "name": "ravi", "texts": { "band-title": "Happy birthday, Ravi" }, "photos": { "photo": "UPLOAD_ID_2" } }
  ],
  "expectedTotal": 22
}`;

export const batchCalls = (store: string) => `export STORE=${store} KEY=fs_live_your_key_here
curl -s -X POST "$STORE/api/batches/check" -H "Authorization: Bearer $KEY" -H "Content-Type: application/json" -d @batch.json
curl -s -X POST "$STORE/api/batches" -H "Authorization: Bearer $KEY" -H "Idempotency-Key: birthdays-2026-11" -H "Content-Type: application/json" -d @batch.json
curl -s "$STORE/api/batches/$BATCH_ID" -H "Authorization: Bearer $KEY"`;

export const verifyInNode = () => `// npm install standardwebhooks express
import express from 'express';
import { Webhook } from 'standardwebhooks';

// The endpoint's signing secret, whsec_…, as it was shown when you added the endpoint.
const webhook = new Webhook(process.env.FRAMESHOP_WEBHOOK_SECRET);
const app = express();

// The signature covers the body as sent: read it raw, before any JSON parsing.
app.post('/frameshop-events', express.raw({ type: 'application/json' }), (req, res) => {
  let event;
  try {
    event = webhook.verify(req.body, req.headers);
  } catch {
    return res.status(400).send('Invalid signature');
  }
  // Deliveries may repeat: skip a webhook-id you have handled already.
  console.log(req.headers['webhook-id'], event.type, event.data);
  res.sendStatus(204);
});

app.listen(8080);`;

export const verifyInPython = () => `# pip install standardwebhooks flask
import os

from flask import Flask, request
from standardwebhooks import Webhook, WebhookVerificationError

# The endpoint's signing secret, whsec_…, as it was shown when you added the endpoint.
webhook = Webhook(os.environ["FRAMESHOP_WEBHOOK_SECRET"])
app = Flask(__name__)


@app.post("/frameshop-events")
def frameshop_events():
    try:
        # The signature covers the body as sent: pass the raw bytes.
        event = webhook.verify(request.get_data(), dict(request.headers))
    except WebhookVerificationError:
        return "Invalid signature", 400
    # Deliveries may repeat: skip a webhook-id you have handled already.
    print(request.headers["webhook-id"], event["type"], event["data"])
    return "", 204`;

export const deliveryHeaders = () => `POST /frameshop-events HTTP/1.1
content-type: application/json
webhook-id: msg_2f9c0d7e4b1a
webhook-timestamp: 1795780800
webhook-signature: v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=

{"type":"render.completed","timestamp":"2026-11-27T12:00:00Z","data":{ … }}`;

export const generateClient = (store: string) =>
  `npx openapi-typescript ${store}${API_DOCUMENT_PATH} -o frameshop.d.ts`;
