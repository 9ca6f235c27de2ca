import { catalogueTemplates } from './modules/catalogue';
import { registerBuyer, setBalance } from './test-support/commerce-fixture';
import { balanceOf } from './test-support/payments-fixture';
import { createTestApp } from './test-support/test-app';
const testApp = await createTestApp({ env: { BULK_MAX_ROWS: '500', BULK_MAX_RUNNING_PER_USER: '20' } });
const COMP = { width: 640, height: 360 };
const [row] = await catalogueTemplates.insertTemplates(testApp.database.db, [{ kind: 'image', name: 'Badge', price: 10, priceInd: null, categories: [], ...COMP, templateJson: COMP, media: { poster: 'public/badge/poster.jpg', overlay: 'private/badge/overlay.png' } }]);
const templateId = String(row!.id);
const TEXT_LAYERS = ['name', 'title', 'place'];
const design = { version: 1, ...COMP, layers: [{ id: 'background', type: 'background', color: '#000000', locked: true }, ...TEXT_LAYERS.map((id, index) => ({ id, type: 'text', text: 'Someone', font: 'hind', size: 24, color: '#ffffff', x: 20, y: 40 + index * 60, maxWidth: 300, lines: ['Someone'] }))] };
const { call, userId } = await registerBuyer(testApp.app);
await setBalance(testApp.database.db, userId, await balanceOf(testApp.database.db, userId), 100000);
const rows = Array.from({ length: 500 }, (_, r) => ({ texts: Object.fromEntries(TEXT_LAYERS.map((id) => [id, `Guest ${r + 1}`])) }));
const body = { templateId, scene: design, rows };
const { price } = (await call('POST', '/api/batches/check', body)).json();
for (let i = 0; i < 4; i++) {
  const t = performance.now();
  const r = await call('POST', '/api/batches', { ...body, expectedTotal: price.total });
  console.log(r.statusCode, (performance.now() - t).toFixed(0));
}
await testApp.close();
