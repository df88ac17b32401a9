import { uploadUrlResponseSchema } from './upload.schemas';
import { storedObjectPath } from './upload.texts';

const ID = '0b9c6f1e-4d2a-4c3b-9a8e-7f6d5c4b3a21';

// Without a configured public origin the BFF hands out a path on the browser's own origin.
describe('upload addresses', () => {
  it('are an absolute address or a path on our own origin, and give the same stored path', () => {
    for (const uploadURL of [`/api/uploads/${ID}?expires=1&signature=s`, `https://comarketing.example/api/uploads/${ID}?expires=1&signature=s`]) {
      expect(uploadUrlResponseSchema.parse({ uploadURL })).toEqual({ uploadURL });
      expect(storedObjectPath(uploadURL)).toBe(`/objects/uploads/${ID}`);
    }
  });

  it('are never another kind of text', () => {
    for (const uploadURL of ['', 'api/uploads/x', '//evil.example/api/uploads/x', '/\\evil.example/x', 'javascript:alert(1)']) expect(uploadUrlResponseSchema.safeParse({ uploadURL }).success).toBe(false);
  });
});
