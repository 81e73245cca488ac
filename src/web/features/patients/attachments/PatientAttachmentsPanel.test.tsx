import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../../../domain/attachments.js';
import { NOT_AN_ATTACHMENT } from '../../../../domain/attachments.js';
import type { CurrentUser } from '../../../lib/current-user';
import {
  demoAssistantMember,
  demoTherapistMember,
  json,
  mockApi,
  noContent,
  ownerUser,
  signedInMember,
} from '../../../test/api-mock';
import { deferred } from '../../../test/deferred';
import { renderElement } from '../../../test/render-element';
import { PatientAttachmentsPanel } from './PatientAttachmentsPanel';

type Handlers = Parameters<typeof mockApi>[0];

const PATIENT_ID = '00000000-0000-4000-8000-0000000008a1';
const LIST = `/api/v1/patients/${PATIENT_ID}/attachments`;

const mri: Attachment = {
  id: '00000000-0000-4000-8000-0000000008b1',
  patientId: PATIENT_ID,
  fileName: 'MRI right knee report.pdf',
  contentType: 'application/pdf',
  byteSize: 1_258_291,
  uploadedById: ownerUser.user.id,
  uploadedBy: 'Ana Marković',
  fromSignedForm: false,
  sharedWithPatient: false,
  sharedAt: null,
  createdAt: '2026-11-12T12:00:00.000Z',
};
const photo: Attachment = {
  id: '00000000-0000-4000-8000-0000000008b2',
  patientId: PATIENT_ID,
  fileName: 'Knee swelling.jpg',
  contentType: 'image/jpeg',
  byteSize: 840_000,
  uploadedById: null,
  uploadedBy: null,
  fromSignedForm: false,
  sharedWithPatient: true,
  sharedAt: '2026-11-03T08:00:00.000Z',
  createdAt: '2026-11-02T12:00:00.000Z',
};

function mockAttachments({
  as = ownerUser,
  attachments = [mri, photo],
  handlers = {},
}: { as?: CurrentUser; attachments?: Attachment[]; handlers?: Handlers } = {}) {
  return mockApi({
    'GET /api/v1/users/current-user': () => json(200, as),
    [`GET ${LIST}`]: () => json(200, { attachments }),
    ...handlers,
  });
}

const renderPanel = () =>
  renderElement(
    <PatientAttachmentsPanel patientId={PATIENT_ID} />,
    `/dashboard/patients/${PATIENT_ID}?tab=attachments`,
    '/dashboard/patients/:id',
  );

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;
const pdf = (name = 'Referral letter.pdf', size = 2048) =>
  new File([new Uint8Array(size)], name, { type: 'application/pdf' });

describe('attachments panel', () => {
  it('lists each file with its type, size, uploader and date, and a download link', async () => {
    mockAttachments();
    await renderPanel();
    const items = within(await screen.findByRole('list', { name: 'Attachments' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('MRI right knee report.pdf');
    expect(items[0]).toHaveTextContent('PDF · 1.2 MB');
    expect(items[0]).toHaveTextContent('Ana Marković · 12 Nov 2026');
    expect(items[1]).toHaveTextContent('JPEG image · 820 KB');
    expect(items[1]).toHaveTextContent('Former team member · 2 Nov 2026');
    const download = `/api/v1/attachments/${mri.id}/download`;
    expect(
      within(items[0]!).getByRole('link', { name: 'MRI right knee report.pdf' }),
    ).toHaveAttribute('href', download);
    expect(
      within(items[0]!).getByRole('link', { name: 'Download MRI right knee report.pdf' }),
    ).toHaveAttribute('href', download);
    expect(fileInput()).toHaveAttribute(
      'accept',
      'application/pdf,image/jpeg,image/png,image/webp',
    );
  });

  it('names the patient for the PDF of a form they signed, which no member uploaded', async () => {
    const signed = {
      ...mri,
      fileName: 'New patient intake – signed 2026-11-12.pdf',
      uploadedById: null,
      uploadedBy: null,
      fromSignedForm: true,
    };
    mockAttachments({ attachments: [signed] });
    await renderPanel();
    const [item] = within(await screen.findByRole('list', { name: 'Attachments' })).getAllByRole(
      'listitem',
    );
    expect(item).toHaveTextContent('Signed by the patient · 12 Nov 2026');
  });

  it('shows the empty state, and a load failure with a retry', async () => {
    let calls = 0;
    mockAttachments({
      handlers: {
        [`GET ${LIST}`]: () =>
          ++calls === 1
            ? json(404, { msg: 'The patient was not found.', code: 'NOT_FOUND' })
            : json(200, { attachments: [] }),
      },
    });
    await renderPanel();
    expect(await screen.findByText("We couldn't load the attachments.")).toBeInTheDocument();
    expect(screen.getByText('The patient was not found.')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No attachments yet')).toBeInTheDocument();
  });

  it('uploads a PDF as the form field "file", showing progress, then lists it', async () => {
    const uploaded: Attachment = {
      ...mri,
      id: '00000000-0000-4000-8000-0000000008b3',
      fileName: 'Referral letter.pdf',
      byteSize: 2048,
    };
    const answer = deferred<Response>();
    const sent: FormData[] = [];
    let listed = [mri];
    mockAttachments({
      handlers: {
        [`GET ${LIST}`]: () => json(200, { attachments: listed }),
        [`POST ${LIST}`]: ({ formData }) => {
          sent.push(formData!);
          return answer.promise;
        },
      },
    });
    await renderPanel();
    await screen.findByRole('list', { name: 'Attachments' });
    const file = pdf();
    await userEvent.setup({ delay: null }).upload(fileInput(), file);
    expect(await screen.findByText('Uploading Referral letter.pdf…')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.get('file')).toBe(file);

    listed = [uploaded, mri];
    answer.release(json(201, { attachment: uploaded }));
    expect(await screen.findByText('Referral letter.pdf uploaded')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Referral letter.pdf' })).toBeInTheDocument();
    expect(screen.queryByText('Uploading Referral letter.pdf…')).not.toBeInTheDocument();
  });

  it('refuses a file over 10 MB or of another type before sending it', async () => {
    // applyAccept off: the picker's filter can be bypassed, this check must not be.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const fetchMock = mockAttachments();
    await renderPanel();
    await screen.findByRole('list', { name: 'Attachments' });

    await user.upload(fileInput(), pdf('CT scan.pdf', 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'CT scan.pdf is larger than 10 MB. Choose a smaller file, or scan it at a lower resolution.',
    );
    await user.upload(
      fileInput(),
      new File(['MZ'], 'exercises.exe', { type: 'application/x-msdownload' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'exercises.exe is not a PDF, JPEG, PNG or WebP file. Choose one of those.',
    );
    expect(fetchMock).not.toHaveBeenCalledWith(LIST, expect.objectContaining({ method: 'POST' }));
  });

  it.each([
    [413, { msg: 'The file is larger than 10 MB.', code: 'FILE_TOO_LARGE' }],
    [400, { msg: NOT_AN_ATTACHMENT, code: 'INVALID_FILE', fields: { file: NOT_AN_ATTACHMENT } }],
    [415, { msg: 'This type of file is not accepted.', code: 'UNSUPPORTED_MEDIA_TYPE' }],
    [402, { msg: "Your plan's storage is full.", code: 'PLAN_LIMIT' }],
  ])("shows the server's refusal (%i) and lists nothing new", async (status, body) => {
    mockAttachments({ handlers: { [`POST ${LIST}`]: () => json(status, body) } });
    await renderPanel();
    await screen.findByRole('list', { name: 'Attachments' });
    await userEvent.setup({ delay: null }).upload(fileInput(), pdf('renamed.pdf'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file was not uploaded');
    expect(alert).toHaveTextContent(body.msg);
    expect(screen.queryByRole('link', { name: 'renamed.pdf' })).not.toBeInTheDocument();
  });

  it('deletes a file only after confirming', async () => {
    let listed = [mri, photo];
    const fetchMock = mockAttachments({
      handlers: {
        [`GET ${LIST}`]: () => json(200, { attachments: listed }),
        [`DELETE /api/v1/attachments/${photo.id}`]: () => {
          listed = [mri];
          return noContent();
        },
      },
    });
    await renderPanel();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Delete Knee swelling.jpg' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this attachment?' });
    expect(dialog).toHaveTextContent('Knee swelling.jpg will be removed');
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetchMock).not.toHaveBeenCalledWith(
      `/api/v1/attachments/${photo.id}`,
      expect.anything(),
    );

    await userEvent
      .setup({ delay: null })
      .click(screen.getByRole('button', { name: 'Delete Knee swelling.jpg' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this attachment?' });
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await screen.findByText('Knee swelling.jpg deleted')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'Knee swelling.jpg' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'MRI right knee report.pdf' })).toBeInTheDocument();
  });

  it('keeps the file and says why when the server refuses the deletion', async () => {
    mockAttachments({
      handlers: {
        [`DELETE /api/v1/attachments/${mri.id}`]: () =>
          json(404, { msg: 'The attachment was not found.', code: 'NOT_FOUND' }),
      },
    });
    await renderPanel();
    await userEvent
      .setup({ delay: null })
      .click(await screen.findByRole('button', { name: 'Delete MRI right knee report.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this attachment?' });
    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Delete file' }));
    expect(await within(dialog).findByText('The attachment was not found.')).toBeInTheDocument();
  });

  it('shares a file with the patient with its switch, and marks it shared', async () => {
    const sent: unknown[] = [];
    let listed = [mri, photo];
    mockAttachments({
      handlers: {
        [`GET ${LIST}`]: () => json(200, { attachments: listed }),
        [`PATCH /api/v1/attachments/${mri.id}`]: ({ body }) => {
          sent.push(body);
          const shared = { ...mri, sharedWithPatient: true, sharedAt: '2026-11-30T08:00:00.000Z' };
          listed = [shared, photo];
          return json(200, { attachment: shared });
        },
      },
    });
    await renderPanel();
    const items = within(await screen.findByRole('list', { name: 'Attachments' })).getAllByRole(
      'listitem',
    );
    expect(within(items[1]!).getByText('Shared')).toBeInTheDocument();
    expect(
      within(items[1]!).getByRole('switch', { name: 'Shared with patient: Knee swelling.jpg' }),
    ).toBeChecked();
    const mriSwitch = within(items[0]!).getByRole('switch', {
      name: 'Shared with patient: MRI right knee report.pdf',
    });
    expect(mriSwitch).not.toBeChecked();
    expect(within(items[0]!).queryByText('Shared')).not.toBeInTheDocument();

    await userEvent.setup({ delay: null }).click(mriSwitch);
    expect(await within(items[0]!).findByText('Shared')).toBeInTheDocument();
    expect(mriSwitch).toBeChecked();
    expect(sent).toEqual([{ sharedWithPatient: true }]);
  });

  it('turns the switch at once, and puts it back saying why when the server refuses', async () => {
    const answer = deferred<Response>();
    mockAttachments({
      handlers: { [`PATCH /api/v1/attachments/${photo.id}`]: () => answer.promise },
    });
    await renderPanel();
    const photoSwitch = await screen.findByRole('switch', {
      name: 'Shared with patient: Knee swelling.jpg',
    });
    await userEvent.setup({ delay: null }).click(photoSwitch);
    await waitFor(() => expect(photoSwitch).not.toBeChecked());

    answer.release(json(404, { msg: 'The attachment was not found.', code: 'NOT_FOUND' }));
    expect(
      await screen.findByText('Knee swelling.jpg was not changed. The attachment was not found.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(photoSwitch).toBeChecked());
  });

  it('lets a therapist upload and delete too', async () => {
    mockAttachments({ as: signedInMember(demoTherapistMember) });
    await renderPanel();
    await screen.findByRole('list', { name: 'Attachments' });
    expect(screen.getByRole('button', { name: 'Upload file' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Knee swelling.jpg' })).toBeInTheDocument();
  });

  it('shows nothing clinical to an assistant and asks the server for nothing', async () => {
    const fetchMock = mockAttachments({ as: signedInMember(demoAssistantMember) });
    await renderPanel();
    expect(
      await screen.findByText(
        'Attachments are seen by therapists, owners and administrators only.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith(LIST, expect.anything());
    expect(screen.queryByRole('button', { name: 'Upload file' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
  });
});
