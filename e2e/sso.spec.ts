import { startOidcProvider } from '../src/server/test/oidc-provider';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startOwnAppServer } from './app-server';
import { logIn } from './helpers';
import { expect, onTestClock, test, testClockShift } from './test';

/**
 * Issue 36, part 4 (decision 0045): an Admin sets up single sign-on against an OpenID Connect
 * provider started here (oidc-provider), and someone new signs in through its login page in a
 * fresh browser, landing in the app with the role their group maps to. Single sign-on is one
 * setting of the whole app and shows on its login page, so the test has an app of its own.
 */
const DOMAIN = 'rivera-pest.example';

test('an Admin sets up single sign-on; a new person signs in through the provider as the mapped role', async ({
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const own = await startOwnAppServer(`sso-${testInfo.parallelIndex}`, testClockShift() / 1000);
  const idp = await startOidcProvider({ redirectUri: `${own.url}/api/sso/callback` });
  try {
    idp.account('rosa', {
      email: `Rosa.Diaz@${DOMAIN}`,
      email_verified: true,
      name: 'Rosa Diaz',
      groups: ['everyone', 'field-supervisors'],
    });

    const office = await onTestClock(await browser.newContext({ baseURL: own.url }));
    const admin = await office.newPage();
    await logIn(admin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.goto('/company');
    const section = admin.getByRole('region', { name: 'Single sign-on' });
    await expect(section.getByText(`${own.url}/api/sso/callback`)).toBeVisible();

    // "Test the configuration": an address where nothing answers says so on the field.
    const issuer = section.getByLabel('Issuer address');
    await issuer.fill('http://127.0.0.1:9/');
    await section.getByRole('button', { name: 'Test the configuration' }).click();
    await expect(section.getByText(/cannot be reached or does not answer/)).toBeVisible();
    await issuer.fill(idp.issuer);
    await section.getByRole('button', { name: 'Test the configuration' }).click();
    await expect(section.getByRole('status')).toHaveText(`The identity provider answered: ${idp.issuer}`);

    await section.getByLabel('Turn on single sign-on').check();
    await section.getByLabel('Client id').fill(idp.clientId);
    await section.getByLabel('Client secret').fill(idp.clientSecret);
    await section.getByLabel('E-mail domains').fill(DOMAIN);
    await section.getByLabel('Role claim').fill('groups');
    await section.getByRole('button', { name: 'Add a value' }).click();
    await section.getByLabel('Claim value').fill('field-supervisors');
    await section.getByLabel('Role', { exact: true }).click();
    await admin.getByRole('option', { name: 'Supervisor' }).click();
    await section.getByLabel('When no value matches').click();
    await admin.getByRole('option', { name: 'Technician' }).click();
    await section.getByRole('button', { name: 'Save single sign-on' }).click();
    await expect(admin.getByText('Single sign-on settings saved.')).toBeVisible();
    // The secret is not shown back, only said to be stored.
    await expect(section.getByLabel('Client secret')).toHaveValue('');
    await expect(section.getByText('A secret is stored. Leave this empty to keep it.')).toBeVisible();

    // A fresh browser: the login page offers single sign-on, the provider's own page signs in.
    const elsewhere = await onTestClock(await browser.newContext({ baseURL: own.url }));
    const page = await elsewhere.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
    await page.locator('input[name="login"]').fill('rosa');
    await page.locator('input[name="password"]').fill('anything');
    await page.getByRole('button', { name: 'Sign-in' }).click();

    // A Supervisor's home, as Rosa.
    await expect(page).toHaveURL(`${own.url}/my/jobs`);
    const me = await page.request.get('/api/get-auth-user');
    expect(await me.json()).toMatchObject({ name: 'Rosa Diaz', email: `rosa.diaz@${DOMAIN}`, type_id: 3 });
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Rosa Diaz');
    await expect(page.getByRole('button', { name: 'Account menu' })).toContainText('Supervisor');

    // Someone the provider has not confirmed the address of is sent back with why, in words.
    idp.account('ursula', {
      email: `ursula@${DOMAIN}`,
      email_verified: false,
      groups: ['field-supervisors'],
    });
    const third = await (await onTestClock(await browser.newContext({ baseURL: own.url }))).newPage();
    await third.goto('/login');
    await third.getByRole('link', { name: 'Sign in with single sign-on' }).click();
    await third.locator('input[name="login"]').fill('ursula');
    await third.locator('input[name="password"]').fill('anything');
    await third.getByRole('button', { name: 'Sign-in' }).click();
    await expect(third).toHaveURL(`${own.url}/login?sso_error=sso.emailUnverified`);
    await expect(third.getByRole('alert')).toHaveText(
      'Single sign-onYour identity provider has not confirmed your e-mail address, so Fieldbook cannot sign you in with it.',
    );
  } finally {
    await idp.stop();
    await own.stop();
  }
});
