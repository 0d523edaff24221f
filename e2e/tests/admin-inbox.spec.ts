import {
  adminCredentials,
  apiLogin,
  expect,
  shopperAddress,
  test,
  storeSession,
} from './fixtures.ts';

test.describe("the owner's inbox", () => {
  test('a shopper writes from /contact; the owner sees the count, replies and closes the message', async ({
    browser,
    request,
    adminToken,
  }) => {
    const auth = { authorization: `Bearer ${adminToken}` };
    const before = (
      await (await request.get('/api/contact/admin/counts', { headers: auth })).json()
    ).data.new as number;
    const subject = `Spare landing gear (${Date.now()})`;

    // The shopper, on a phone-sized page of their own.
    const shopper = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await shopper.setExtraHTTPHeaders(shopperAddress());
    await shopper.goto('/contact');
    await shopper.getByLabel('Name', { exact: true }).fill('Kavya Menon');
    await shopper.getByLabel('Email', { exact: true }).fill('kavya@example.com');
    await shopper.getByLabel('Subject (optional)').fill(subject);
    await shopper
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Do you stock landing gear for the Cessna 182?');
    await shopper.getByRole('button', { name: 'Send Message' }).click();
    await expect(shopper.getByRole('status')).toContainText('Thank you');
    await shopper.close();

    // The owner.
    const page = await browser.newPage();
    await storeSession(page, await apiLogin(request, adminCredentials));
    await page.goto('/admin/dashboard');
    const inboxLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', {
      name: /Inbox/,
    });
    await expect(inboxLink).toContainText(`${before + 1}`);
    await inboxLink.click();

    await page.getByRole('button', { name: subject }).click();
    await expect(page.getByRole('heading', { name: subject })).toBeVisible();
    await expect(page.getByRole('region', { name: "Customer's message" })).toHaveText(
      'Do you stock landing gear for the Cessna 182?',
    );
    await page.getByLabel('Your reply').fill('Yes, in stock: it ships tomorrow.');
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Reply sent to kavya@example.com')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Replies sent' })).toBeVisible();
    await expect(page.getByText('Yes, in stock: it ships tomorrow.')).toBeVisible();
    await expect(page.getByText('Replied', { exact: true })).toBeVisible();

    // The reply went out by email (the outbox keeps it without SMTP).
    const outbox = await request.get('/api/outbox?to=kavya@example.com', { headers: auth });
    const emails = (await outbox.json()).data.emails as { subject: string; text: string }[];
    expect(emails.find((e) => e.subject === `Re: ${subject}`)?.text).toContain(
      'Yes, in stock: it ships tomorrow.',
    );

    await page.getByRole('button', { name: 'Close message' }).click();
    await expect(page.getByText('Message closed')).toBeVisible();
    await expect(page.getByText('Closed', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reopen' })).toBeVisible();
    await page.close();
  });
});
