import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PortalDocument } from '../../../../domain/portal-documents.js';
import { json, mockApi, notSignedIn } from '../../../test/api-mock';
import { browserReportsZone } from '../../../test/browser-zone';
import { deferred } from '../../../test/deferred';
import { renderApp } from '../../../test/render-app';
import { PORTAL_API, SLUG, portal } from '../portal-fixtures';

const LETTER = '00000000-0000-4000-8000-0000000000f7';
const PHOTO = '00000000-0000-4000-8000-0000000000f8';

const letter: PortalDocument = {
  id: LETTER,
  fileName: 'Exercise plan – knee.pdf',
  contentType: 'application/pdf',
  byteSize: 1_258_291,
  // 00:30 on 28 November in Berlin, the clinic's zone; still the 27th in UTC and New York.
  sharedAt: '2026-11-27T23:30:00.000Z',
};
const photo: PortalDocument = {
  id: PHOTO,
  fileName: 'Knee swelling.jpg',
  contentType: 'image/jpeg',
  byteSize: 840_000,
  sharedAt: '2026-11-02T12:00:00.000Z',
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-30T07:00:00Z'));
  browserReportsZone('America/New_York');
});
afterEach(() => {
  vi.useRealTimers();
});

/** The signed-in portal, with `documents` answering the patient's shared files. */
function portalWithDocuments(documents: () => Response | Promise<Response>) {
  mockApi({
    [`GET ${PORTAL_API}/me`]: () => json(200, { portal }),
    [`GET ${PORTAL_API}/forms`]: () => json(200, { patientForms: [] }),
    [`GET ${PORTAL_API}/appointments`]: () => json(200, { upcoming: [], past: [] }),
    [`GET ${PORTAL_API}/waitlist`]: () => json(200, { wishes: [] }),
    [`GET ${PORTAL_API}/documents`]: documents,
  });
}

const section = () => screen.findByRole('region', { name: 'Documents from the clinic' });

describe("the portal's documents from the clinic", () => {
  it('lists each shared file with its size and the day it was shared, as a download link', async () => {
    const answer = deferred<Response>();
    portalWithDocuments(() => answer.promise);
    await renderApp(`/portal/${SLUG}`);
    expect(await within(await section()).findByText('Loading your documents…')).toBeVisible();

    answer.release(json(200, { documents: [letter, photo] }));
    const list = await within(await section()).findByRole('list', {
      name: 'Documents from the clinic',
    });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('1.2 MB · Shared 28 November 2026');
    expect(items[1]).toHaveTextContent('820 KB · Shared 2 November 2026');
    const download = within(items[0]!).getByRole('link', { name: 'Exercise plan – knee.pdf' });
    expect(download).toHaveAttribute('href', `/api/v1/portal/documents/${LETTER}/download`);
    expect(download).toHaveAttribute('download');
    expect(within(items[1]!).getByRole('link', { name: 'Knee swelling.jpg' })).toHaveAttribute(
      'href',
      `/api/v1/portal/documents/${PHOTO}/download`,
    );
  });

  it('says when there are none', async () => {
    portalWithDocuments(() => json(200, { documents: [] }));
    await renderApp(`/portal/${SLUG}`);
    expect(await within(await section()).findByText('No documents yet')).toBeVisible();
    expect(within(await section()).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when they did not load, and loads them again on request', async () => {
    let calls = 0;
    portalWithDocuments(() =>
      ++calls === 1
        ? json(404, { msg: 'The clinic could not be found.', code: 'NOT_FOUND' })
        : json(200, { documents: [photo] }),
    );
    await renderApp(`/portal/${SLUG}`);
    const failed = await within(await section()).findByRole('alert');
    expect(failed).toHaveTextContent('Your documents did not load');
    expect(failed).toHaveTextContent('The clinic could not be found.');
    await userEvent
      .setup({ delay: null })
      .click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await within(await section()).findByRole('link', { name: 'Knee swelling.jpg' }),
    ).toBeVisible();
  });

  it('asks to sign in again when the session has ended', async () => {
    portalWithDocuments(notSignedIn);
    await renderApp(`/portal/${SLUG}`);
    expect(
      await screen.findByText('You were signed out after a while away. Please sign in again.'),
    ).toBeVisible();
  });
});
