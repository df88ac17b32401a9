import { useCallback } from 'react';
import { CORRELATION_HEADER, storedObjectPath, UPLOAD_PROGRESS, UPLOAD_TEXT } from '@comarketing/contracts';
import { api } from '../base-api';
import { serverMessage } from '../api-errors';

export type UploadPurpose = 'image' | 'profile-photo';

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/objects/upload`: a single-use, short-lived address to PUT one file to. */
    requestUploadUrl: build.mutation<{ uploadURL: string }, { purpose: UploadPurpose }>({
      query: ({ purpose }) => ({ url: '/api/objects/upload', method: 'POST', body: { purpose } }),
    }),
  }),
});

export const { useRequestUploadUrlMutation } = uploadsApi;

function correlationId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(16)}`;
}

/**
 * PUTs the raw file to its upload address with the file's own content type, and returns the stored
 * path ('/objects/uploads/<id>'). The bytes are no JSON, so this is a plain fetch, not an RTK
 * Query call (a File must not enter the Redux state). A refusal carries the server's message.
 */
export async function putFile(uploadURL: string, file: Blob): Promise<string> {
  let response: Response;
  try {
    response = await fetch(uploadURL, {
      method: 'PUT',
      body: file,
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream', [CORRELATION_HEADER]: correlationId() },
    });
  } catch {
    throw new Error(UPLOAD_TEXT.uploadFailed);
  }
  const body = (await response.json().catch(() => null)) as { path?: unknown; message?: unknown } | null;
  if (!response.ok) {
    throw new Error(typeof body?.message === 'string' && body.message ? body.message : UPLOAD_TEXT.uploadFailed);
  }
  return typeof body?.path === 'string' && body.path.startsWith('/objects/uploads/') ? body.path : storedObjectPath(uploadURL);
}

/**
 * The upload the specification describes: get an address (progress 25), send the file (75), and
 * resolve to the stored path. Failures are `Error`s with the server's message, or 'Failed to get
 * upload URL' / 'Failed to upload file'.
 */
export function useImageUpload(purpose: UploadPurpose = 'image') {
  const [requestUploadUrl] = useRequestUploadUrlMutation();
  return useCallback(
    async (file: File, onProgress: (percent: number) => void = () => undefined): Promise<string> => {
      const result = await requestUploadUrl({ purpose });
      if (result.error || !result.data?.uploadURL) throw new Error(serverMessage(result.error) ?? UPLOAD_TEXT.getUrlFailed);
      onProgress(UPLOAD_PROGRESS.addressObtained);
      const path = await putFile(result.data.uploadURL, file);
      onProgress(UPLOAD_PROGRESS.fileSent);
      return path;
    },
    [requestUploadUrl, purpose],
  );
}
