import { useCallback } from 'react';
import { CORRELATION_HEADER, type UploadUrlResponse } from '@comarketing/contracts';
import { api } from '../base-api';
import { serverMessage } from '../api-errors';

export type UploadPurpose = 'image' | 'profile-photo';

export const uploadsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/objects/upload`: a single-use, short-lived address to PUT one file to. */
    requestUploadUrl: build.mutation<UploadUrlResponse, { purpose: UploadPurpose }>({
      query: ({ purpose }) => ({ url: '/api/objects/upload', method: 'POST', body: { purpose } }),
    }),
  }),
});

export const { useRequestUploadUrlMutation } = uploadsApi;

/**
 * What the upload needs from the contracts (`UPLOAD_TEXT`, `UPLOAD_PROGRESS`, `storedObjectPath`),
 * handed in by the caller: importing that module here would bring zod into every app that shares
 * this library (the host included).
 */
export interface ImageUploadContract {
  text: { getUrlFailed: string; uploadFailed: string };
  progress: { addressObtained: number; fileSent: number };
  /** The stored path of an upload address ('/objects/uploads/<id>'). */
  storedPath: (uploadURL: string) => string;
}

function correlationId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(16)}`;
}

/**
 * PUTs the raw file to its upload address with the file's own content type and resolves to the
 * server's `path` (or null). The bytes are no JSON, so this is a plain fetch, not an RTK Query call
 * (a File must not enter the Redux state). A refusal is an Error with the server's message, or
 * `fallback` when it gave none.
 */
export async function putFile(uploadURL: string, file: Blob, fallback: string): Promise<string | null> {
  let response: Response;
  try {
    response = await fetch(uploadURL, {
      method: 'PUT',
      body: file,
      credentials: 'same-origin',
      headers: { 'content-type': file.type || 'application/octet-stream', [CORRELATION_HEADER]: correlationId() },
    });
  } catch {
    throw new Error(fallback);
  }
  const body = (await response.json().catch(() => null)) as { path?: unknown; message?: unknown } | null;
  if (!response.ok) throw new Error(typeof body?.message === 'string' && body.message ? body.message : fallback);
  return typeof body?.path === 'string' && body.path.startsWith('/objects/uploads/') ? body.path : null;
}

/**
 * The upload the specification describes: get an address (first progress step), send the file
 * (second step), and resolve to the stored path. Failures are `Error`s with the server's message,
 * or 'Failed to get upload URL' / 'Failed to upload file'.
 */
export function useImageUpload(purpose: UploadPurpose, contract: ImageUploadContract) {
  const [requestUploadUrl] = useRequestUploadUrlMutation();
  const { text, progress, storedPath } = contract;
  return useCallback(
    async (file: File, onProgress: (percent: number) => void = () => undefined): Promise<string> => {
      const result = await requestUploadUrl({ purpose });
      if (result.error || !result.data?.uploadURL) throw new Error(serverMessage(result.error) ?? text.getUrlFailed);
      onProgress(progress.addressObtained);
      const path = await putFile(result.data.uploadURL, file, text.uploadFailed);
      onProgress(progress.fileSent);
      return path ?? storedPath(result.data.uploadURL);
    },
    [requestUploadUrl, purpose, text, progress, storedPath],
  );
}
