import { API_DOCUMENT_PATH } from '@frameshop/contract';

/**
 * The examples of the developers page, written against the store's own address so they can be
 * pasted as they are. Template 1042 and the layer ids stand for what the first two calls answer.
 */

export const firstRender = (store: string) => `export STORE=${store} KEY=fs_live_your_key_here
curl -s "$STORE/api/image-templates?limit=5"
curl -s "$STORE/api/templates/1042/fields"
UPLOAD_ID=$(curl -s -X POST "$STORE/api/uploads" -H "Authorization: Bearer $KEY" -F "file=@photo.jpg" | jq -r .uploadId)
RENDER_ID=$(curl -s -X POST "$STORE/api/scene-exports" -H "Authorization: Bearer $KEY" -H "Idempotency-Key: order-0001" -H "Content-Type: application/json" -d @order.json | jq -r .render.jobId)
curl -s "$STORE/api/renders/$RENDER_ID" -H "Authorization: Bearer $KEY"`;

export const orderFromDesign =
  () => `curl -s "$STORE/api/scene-exports/templates/1042" -H "Authorization: Bearer $KEY" \\
  | jq --arg upload "$UPLOAD_ID" \\
    '{templateId, scene: (.scene | (.layers[] | select(.id == "photo")).uploadId = $upload)}' \\
  > order.json`;

export const fieldsAnswer = () => `{
  "templateId": "1042",
  "kind": "image",
  "width": 1080,
  "height": 1350,
  "fields": [
    {
      "layerId": "photo",
      "kind": "photo",
      "box": { "x": 90, "y": 120, "width": 900, "height": 700 },
      "photo": { "accepts": ["image/jpeg", "image/png", "image/webp"] }
    },
    {
      "layerId": "name",
      "kind": "text",
      "box": { "x": 90, "y": 900, "width": 900, "height": 90 },
      "text": { "text": "Happy birthday", "font": "baloo-2", "size": 72, "maxLength": 500, "minSize": 36 }
    }
  ]
}`;

export const batchRequest = () => `{
  "templateId": "1042",
  "scene": { "…": "the design, as GET /api/scene-exports/templates/1042 answers it" },
  "rows": [
    { "name": "asha", "texts": { "name": "Happy birthday, Asha" }, "photos": { "photo": "UPLOAD_ID_1" } },
    { "name": "ravi", "texts": { "name": "Happy birthday, Ravi" }, "photos": { "photo": "UPLOAD_ID_2" } }
  ],
  "expectedTotal": 42
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
