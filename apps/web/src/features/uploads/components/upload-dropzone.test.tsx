import { UploadMessage } from '@frameshop/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { uploadRecord } from '../../../test/fake-uploads';
import { stubXhr } from '../../../test/fake-xhr';
import { UploadDropzone } from './upload-dropzone';

const clip = () => new File([new Uint8Array(2048)], 'beach.mp4', { type: 'video/mp4' });
const fileInput = () => screen.getByTestId<HTMLInputElement>('upload-file-input');

describe('UploadDropzone', () => {
  it('shows the progress of a picked file, then says it is uploaded and hands on the record', async () => {
    const xhr = stubXhr();
    const onUploaded = vi.fn();
    const user = userEvent.setup();
    render(<UploadDropzone onUploaded={onUploaded} />);

    await user.upload(fileInput(), clip());
    const bar = screen.getByRole('progressbar', { name: 'Uploading beach.mp4' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    act(() => xhr.last().progress(1024, 4096));
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading beach.mp4: 25%');

    act(() => xhr.last().progress(4096, 4096));
    expect(screen.getByRole('status')).toHaveTextContent('Checking beach.mp4…');
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    const record = uploadRecord();
    await act(async () => xhr.last().respond(201, record));
    expect(screen.getByRole('status')).toHaveTextContent('beach.mp4 is uploaded.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(onUploaded).toHaveBeenCalledWith(record);
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
  });

  it('says so when the same file was uploaded before, and hands on that upload', async () => {
    const xhr = stubXhr();
    const onUploaded = vi.fn();
    const user = userEvent.setup();
    render(<UploadDropzone onUploaded={onUploaded} />);

    await user.upload(fileInput(), clip());
    const earlier = uploadRecord({ fileName: 'holiday.mp4', alreadyUploaded: true });
    await act(async () => xhr.last().respond(200, earlier));
    expect(screen.getByRole('status')).toHaveTextContent(
      'You uploaded this file before, as holiday.mp4: that one is used, not a second copy.',
    );
    expect(onUploaded).toHaveBeenCalledWith(earlier);
  });

  it('cancels the transfer with Cancel', async () => {
    const xhr = stubXhr();
    const onUploaded = vi.fn();
    const user = userEvent.setup();
    render(<UploadDropzone onUploaded={onUploaded} />);

    await user.upload(fileInput(), clip());
    act(() => xhr.last().progress(100, 4096));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(xhr.last().aborted).toBe(true);
    expect(await screen.findByRole('status')).toHaveTextContent(UploadMessage.cancelled);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it("shows the server's reason for refusing a file, and a plain one when no answer came", async () => {
    const xhr = stubXhr();
    const user = userEvent.setup();
    render(<UploadDropzone />);

    await user.upload(fileInput(), clip());
    await act(async () =>
      xhr.last().respond(422, {
        error: UploadMessage.unreadable,
        code: 'UNREADABLE_MEDIA',
        requestId: '5e6f708192a3b4c5',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(UploadMessage.unreadable);
    // The reference a person can quote to support: the id the server logged the refusal under.
    expect(screen.getByRole('alert')).toHaveTextContent('Reference: 5e6f708192a3b4c5');
    expect(screen.getByRole('status')).toHaveTextContent('beach.mp4 was not uploaded.');

    await user.upload(fileInput(), clip());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await act(async () => xhr.last().fail());
    expect(screen.getByRole('alert')).toHaveTextContent(UploadMessage.failed);
    expect(screen.getByRole('alert')).not.toHaveTextContent('Reference:');
  });

  it('takes a file dropped on the zone', async () => {
    const xhr = stubXhr();
    render(<UploadDropzone title="Your footage" />);
    const zone = screen.getByText('Your footage').closest('div')?.parentElement as HTMLElement;
    const dataTransfer = { files: [clip()], types: ['Files'], dropEffect: 'none' };

    fireEvent.dragOver(zone, { dataTransfer });
    fireEvent.drop(zone, { dataTransfer });

    expect(xhr.sent).toHaveLength(1);
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('opens the file picker from a button the keyboard reaches', async () => {
    stubXhr();
    const user = userEvent.setup();
    render(<UploadDropzone />);
    const opened = vi.spyOn(fileInput(), 'click');

    await user.tab();
    const button = screen.getByRole('button', { name: 'Choose a file' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription(/JPEG, PNG or WebP photos; MP4, MOV or WebM videos/);
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
  });

  it('offers photos alone, and speaks of no video, for an editor that places photos', () => {
    stubXhr();
    render(<UploadDropzone title="Upload a photo" photosOnly />);
    const button = screen.getByRole('button', { name: 'Choose a file' });
    expect(button).toHaveAccessibleDescription(
      'Drag a photo here or choose one: JPEG, PNG or WebP.',
    );
    expect(document.body).not.toHaveTextContent(/video|MP4|MOV|WebM/i);
    const accepted = fileInput().accept.split(',');
    expect(accepted).toEqual(expect.arrayContaining(['.jpg', '.png', '.webp', 'image/jpeg']));
    expect(accepted.some((type) => /mp4|mov|webm|video/.test(type))).toBe(false);
  });
});
