import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount } from '../support/accounts';
import { expect, navbarCredits, test } from '../support/fixtures';
import { signInThroughApi } from '../support/sign-in';

interface Summary {
  templateId: string;
  templateName: string;
  price: number;
}

/** The first video templates of the demo catalogue, as the API lists them. */
async function videoTemplates(request: APIRequestContext, count: number): Promise<Summary[]> {
  const response = await request.get(`/api/templates?limit=${count}`);
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: Summary[] };
  expect(items.length).toBeGreaterThanOrEqual(count);
  return items.slice(0, count);
}

function toast(page: Page, text: string) {
  return page.getByText(text, { exact: true });
}

function likedNames(page: Page) {
  return page.getByRole('list', { name: 'Liked templates' }).getByRole('heading', { level: 3 });
}

test('likes from a list and a detail page, then searches, sorts and unlikes them on the Liked page', async ({
  page,
  request,
  clientIp,
}) => {
  // Five pages and a dozen round trips: on a busy two-core machine that is more than 30 s.
  test.setTimeout(60_000);
  const [first, second] = await videoTemplates(request, 2);
  const account = await createAccount(clientIp);
  await signInThroughApi(page, request, account);
  await page.goto('/templates-list');

  // From the list: the heart fills at once; a second press says it is liked already.
  const listHeart = page.getByRole('button', { name: `Like ${first!.templateName}` }).first();
  await listHeart.click();
  await expect(listHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(toast(page, 'Template added to liked list successfully!')).toBeVisible();
  await listHeart.click();
  await expect(toast(page, 'You have already liked this template')).toBeVisible();

  // On a detail page the heart toggles.
  await page.goto(`/template/${second!.templateId}`);
  const detailHeart = page.getByRole('button', { name: 'Like this template' });
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
  await detailHeart.click();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  // A press while the last change is on its way is not sent; wait for it to land.
  await expect(detailHeart).not.toHaveAttribute('aria-busy', 'true');
  await detailHeart.click();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(detailHeart).not.toHaveAttribute('aria-busy', 'true');
  await expect(toast(page, 'Template removed from liked list')).toBeVisible();
  await detailHeart.click();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');
  // The like is the server's, not only the page's.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Like this template' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.goto('/Liked');
  await expect(page.getByRole('heading', { level: 1, name: 'Liked Templates' })).toBeVisible();
  // Newest like first.
  await expect(likedNames(page)).toHaveText([second!.templateName, first!.templateName]);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('name');
  await expect(likedNames(page)).toHaveText(
    [first!.templateName, second!.templateName].sort((a, b) =>
      a.localeCompare(b, undefined, { sensitivity: 'base' }),
    ),
  );

  await page.getByRole('searchbox', { name: 'Search templates' }).fill(first!.templateName);
  await expect(likedNames(page)).toHaveText([first!.templateName]);
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('');
  await expect(likedNames(page)).toHaveCount(2);

  // The list empties at once; the server has each unlike when it answers (a reload before that
  // would cancel the request on its way).
  const stored = (template: { templateId: string }) =>
    page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/unlike-template/${template.templateId}`) && response.ok(),
    );
  const unlikes = [stored(first!), stored(second!)];
  await page.getByRole('button', { name: `Unlike ${first!.templateName}` }).click();
  await expect(likedNames(page)).toHaveText([second!.templateName]);
  await page.getByRole('button', { name: `Unlike ${second!.templateName}` }).click();
  await expect(page.getByText('No liked templates yet')).toBeVisible();
  await Promise.all(unlikes);
  await page.reload();
  await expect(page.getByText('No liked templates yet')).toBeVisible();
});

test('fills the cart, changes a quantity, removes a line and checks out, the navbar balance dropping by the total', async ({
  page,
  request,
  clientIp,
}) => {
  // Five pages and a dozen round trips: on a busy two-core machine that is more than 30 s.
  test.setTimeout(60_000);
  const [first, second] = await videoTemplates(request, 2);
  const account = await createAccount(clientIp);
  await signInThroughApi(page, request, account);
  await page.goto('/Cart');
  await expect(navbarCredits(page)).toContainText('500');

  await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  for (const template of [first!, second!]) {
    await page.goto(`/template/${template.templateId}`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(toast(page, 'Added to cart')).toBeVisible();
  }
  await page.getByRole('button', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/Cart$/);

  const firstLine = page.getByRole('listitem').filter({
    has: page.getByRole('link', { name: first!.templateName, exact: true }),
  });
  await expect(firstLine.getByRole('link', { name: first!.templateName })).toHaveAttribute(
    'href',
    `/${first!.templateId}-template`,
  );
  await firstLine.getByRole('button', { name: `More licences of ${first!.templateName}` }).click();
  await expect(firstLine.getByRole('status')).toHaveText('2');
  await expect(
    page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Cart, 3 items' })
      .first(),
  ).toBeAttached();

  await page.getByRole('button', { name: `Remove ${second!.templateName}` }).click();
  await expect(page.getByRole('link', { name: second!.templateName, exact: true })).toHaveCount(0);

  const total = first!.price * 2;
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary).toContainText(`${total} credits`);

  await expect(
    summary.getByText('Balance after').locator('xpath=following-sibling::dd'),
  ).toHaveText(`${500 - total} credits`);
  // The one spending button names the total and pays it on one click, as every spend does.
  await summary.getByRole('button', { name: `Checkout · ${total} credits`, exact: true }).click();

  const receipt = page.getByRole('dialog', { name: 'Checkout complete' });
  await expect(
    receipt.getByRole('list', { name: 'Licences bought' }).getByRole('listitem'),
  ).toHaveCount(2);
  await expect(navbarCredits(page)).toContainText(String(500 - total));
  await receipt.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Your cart is empty')).toBeVisible();

  // The balance is the server's.
  await page.reload();
  await expect(navbarCredits(page)).toContainText(String(500 - total));
});
