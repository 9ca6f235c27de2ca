/**
 * A store of one journey's own with one short video template whose owner gave its starting scene a
 * photo slot over the template's window and a line of text (ADR 26, the owner's starting scene): a
 * buyer cannot add a photo slot on a video template's canvas, and the demo catalogue's video
 * templates have none. The template is made, prepared, designed and published by its owner
 * through the real API, on a store apart from the stack's, so no other journey sees it.
 *
 * Making the owner an admin is a command run on the stopped store's embedded database (as
 * admin-store.ts does for the admin journeys): the store starts, the owner signs up, the store
 * stops, the grant runs, the store starts again.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OwnerScene, OwnerTemplate, Scene } from '@frameshop/contract';
import { eventually } from '../../apps/server/src/test-support/eventually';
import { adminCommand, signUp, type StoreAccount } from './admin-store';
import { appPort } from './ports';
import { storeProcess } from './store-process';

const ADMIN_PASSWORD = 'make-many-admin-password';

/** The owner's clip: a solid blue with a pure green window, on even pixels for 4:2:0 chroma. */
const CLIP = { width: 640, height: 360, seconds: 3 };
const WINDOW = { x: 360, y: 60, width: 220, height: 200 };

export const PHOTO_LAYER_ID = 'photo';
export const NAME_LAYER_ID = 'name';

export interface OwnerVideoStore {
  url: string;
  templateId: string;
  templateName: string;
  /** The template's licence price, in credits. */
  price: number;
  close(): Promise<void>;
}

async function api<T>(url: string, init: RequestInit & { token?: string }): Promise<T> {
  const { token, headers, ...rest } = init;
  const response = await fetch(url, {
    ...rest,
    headers: {
      ...(rest.body && typeof rest.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** The owner's clip, drawn by ffmpeg: its size and length are the template's. */
function ownerClip(dir: string): Buffer {
  const file = path.join(dir, 'owner-clip.mp4');
  const { x, y, width, height } = WINDOW;
  // prettier-ignore
  execFileSync('ffmpeg', [
    '-loglevel', 'error', '-y', '-f', 'lavfi', '-i',
    `color=c=0x4040c0:s=${CLIP.width}x${CLIP.height}:r=25:d=${CLIP.seconds},` +
      `drawbox=x=${x}:y=${y}:w=${width}:h=${height}:color=0x00FF00:t=fill`,
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '12', '-pix_fmt', 'yuv420p', '-g', '10',
    file,
  ]);
  return fs.readFileSync(file);
}

/** The owner's starting scene: the template's backdrop and overlay, a photo slot over its window, a name. */
function designedScene(scene: Scene, window: NonNullable<OwnerScene['template']['window']>): Scene {
  return {
    ...scene,
    layers: [
      // A prepared video template may already start with an empty slot over its window; the
      // owner's slot takes its place, so the design has one photo field and one text field.
      ...scene.layers.filter((layer) => layer.type !== 'image' && layer.type !== 'text'),
      {
        id: PHOTO_LAYER_ID,
        type: 'image',
        uploadId: null,
        box: window,
        hidden: false,
        locked: false,
      },
      {
        id: NAME_LAYER_ID,
        type: 'text',
        text: 'Name',
        lines: ['Name'],
        font: 'hind',
        size: 40,
        color: '#ffffff',
        align: 'left',
        lineHeight: 1.2,
        x: 30,
        y: 280,
        rotation: 0,
        maxWidth: 300,
        hidden: false,
        locked: false,
      },
    ],
  } as Scene;
}

/**
 * Starts the store on a port of the journey's own (beside the going-live journey's), and has its
 * owner make the template.
 */
export async function startOwnerVideoStore(parallelIndex: number): Promise<OwnerVideoStore> {
  const port = appPort + 7 + parallelIndex;
  const url = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'frameshop-e2e-make-many-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    // Codes land in the store's dev mailbox, which signUp reads.
    SMTP_URL: '',
    RATE_LIMIT_MAX: '100000',
    TRUST_PROXY: 'loopback',
    DEMO_CATALOGUE: 'false',
    ADMIN_PASSWORD,
  };
  const { start, stop } = storeProcess(env);
  const close = async () => {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await start();
    const owner: StoreAccount = await signUp(url, 'Store Owner');
    await stop();
    const granted = await adminCommand(dataDir, 'grant', owner.email);
    if (!granted.output.includes(`${owner.email} is now an admin.`)) {
      throw new Error(`granting ${owner.email} admin failed: ${granted.output}`);
    }
    await start();
    const { adminToken } = await api<{ adminToken: string }>(`${url}/api/admin/session`, {
      method: 'POST',
      token: owner.token,
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    const templates = `${url}/api/admin/catalogue/templates`;
    const templateName = 'Class of 2026 Greeting';
    const price = 10;
    const made = await api<OwnerTemplate>(templates, {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({
        fields: { kind: 'video', templateName, templatePrice: price, videoLayout: '16:9' },
      }),
    });
    const { templateId } = made;
    await api(
      `${templates}/${templateId}/media/video?uploadId=${randomUUID()}&offset=0&last=true`,
      {
        method: 'PUT',
        token: adminToken,
        headers: { 'Content-Type': 'application/octet-stream' },
        body: new Uint8Array(ownerClip(dataDir)),
      },
    );
    await eventually(
      'the template’s media to be prepared',
      async () => {
        const { media } = await api<OwnerTemplate>(`${templates}/${templateId}`, {
          token: adminToken,
        });
        if (media.state === 'failed') throw new Error(`preparing failed: ${media.message}`);
        return media.state === 'ready';
      },
      180_000,
    );
    const opened = await api<OwnerScene>(`${templates}/${templateId}/scene`, { token: adminToken });
    if (!opened.template.window) throw new Error('the prepared template has no window');
    const saved = await api<OwnerScene>(`${templates}/${templateId}/scene`, {
      method: 'PUT',
      token: adminToken,
      body: JSON.stringify({
        scene: designedScene(opened.scene, opened.template.window),
        revision: opened.revision,
      }),
    });
    await api(`${templates}/${templateId}/status`, {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ status: 'published', revision: saved.revision }),
    });
    return { url, templateId, templateName, price, close };
  } catch (error) {
    await close();
    throw error;
  }
}
