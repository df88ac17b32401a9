import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  ADMIN_BLOG_TEXT,
  ADMIN_TEXT,
  BLOG_LIMITS,
  BLOG_POST_STATUSES,
  type BlogEditorPost,
  type BlogPostFormInput,
  blogPostFormSchema,
  type BlogPostFormValues,
  SEO_DESCRIPTION_HINT,
} from '@comarketing/contracts';
import { Button, FilePicker, Input, Select, Textarea, toast } from '@comarketing/ui';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@comarketing/ui/dialog';
import { FormField } from '@comarketing/ui/forms';
import { pagePath } from '@comarketing/platform-registry';
import { useCreateBlogPostMutation, usePreviewBlogPostMutation, useUpdateBlogPostMutation, useUploadBlogImageMutation } from '../../../shared/admin-api';
import { PostHistory } from './post-history';
import { PostPreviewDialog } from './post-preview-dialog';
import { STATUS_BADGES } from './post-status';
import { failureText } from '../../../shared/failure-text';

const STATUS_OPTIONS = BLOG_POST_STATUSES.map((status) => ({ value: status, label: STATUS_BADGES[status].label }));
/** The kinds of image the content service stores (it checks the bytes too). */
const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/gif';

function formValues(post: BlogEditorPost | null): BlogPostFormInput {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    content: post?.source ?? '',
    featuredImage: post?.featuredImage ?? '',
    tags: post?.tags.join(', ') ?? '',
    // The spec: a new post starts as a draft.
    status: post?.status ?? 'draft',
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
  };
}

/** What the service takes: an empty slug lets it make one from the title. */
function toInput(values: BlogPostFormValues) {
  const { slug, ...rest } = values;
  return slug ? { ...rest, slug } : rest;
}

/**
 * The spec's blog form (title, slug, excerpt, content, featured image through an upload, tags
 * comma-separated, status, SEO title and description with the 150-160 hint and a live count), a
 * preview exactly as readers will see the post, and for a saved post its history to restore from.
 */
export function PostEditorDialog({ post, onClose }: { post: BlogEditorPost | null; onClose: () => void }) {
  const [create, { isLoading: creating }] = useCreateBlogPostMutation();
  const [update, { isLoading: updating }] = useUpdateBlogPostMutation();
  const [upload, { isLoading: uploading }] = useUploadBlogImageMutation();
  const [preview, { isLoading: previewing }] = usePreviewBlogPostMutation();
  const [previewHtml, setPreviewHtml] = useState<{ html: string; title: string } | null>(null);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<BlogPostFormInput, unknown, BlogPostFormValues>({ resolver: zodResolver(blogPostFormSchema), defaultValues: formValues(post) });
  const seoDescription = useWatch({ control, name: 'seoDescription' }) ?? '';
  const featuredImage = useWatch({ control, name: 'featuredImage' });

  const onSave = handleSubmit(async (values) => {
    try {
      if (post) {
        await update({ id: post.id, changes: { ...values, slug: values.slug || post.slug } }).unwrap();
        toast({ title: ADMIN_BLOG_TEXT.postUpdated, description: `"${values.title}" was saved.` });
      } else {
        await create(toInput(values)).unwrap();
        toast({ title: ADMIN_BLOG_TEXT.postCreated, description: `"${values.title}" was saved as ${values.status === 'draft' ? 'a draft' : values.status}.` });
      }
      onClose();
    } catch (error) {
      toast({ title: post ? ADMIN_TEXT.updateFailed : ADMIN_TEXT.creationFailed, description: failureText(error), variant: 'destructive' });
    }
  });

  const onPreview = handleSubmit(async (values) => {
    try {
      const answer = await preview({ ...toInput(values), postId: post?.id }).unwrap();
      setPreviewHtml({ html: answer.html, title: values.title });
    } catch (error) {
      toast({ title: 'Preview Failed', description: failureText(error), variant: 'destructive' });
    }
  });

  async function uploadImage(file: File) {
    try {
      const image = await upload(file).unwrap();
      setValue('featuredImage', image.url, { shouldDirty: true });
      toast({ title: ADMIN_BLOG_TEXT.imageUploaded, description: file.name });
    } catch (error) {
      toast({ title: 'Upload Failed', description: failureText(error), variant: 'destructive' });
    }
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="admin-dialog--wide">
        <DialogHeader>
          <DialogTitle>{post ? 'Edit post' : 'New post'}</DialogTitle>
          <DialogDescription>{post ? pagePath('blogPost', { slug: post.slug }) : 'New posts start as drafts: readers see a post once it is published.'}</DialogDescription>
        </DialogHeader>
        <form className="admin-form" noValidate onSubmit={onSave}>
          <FormField label="Title" required error={errors.title?.message}>
            {(field) => <Input {...field} {...register('title')} autoComplete="off" maxLength={BLOG_LIMITS.titleMax} />}
          </FormField>
          <FormField label="Slug" error={errors.slug?.message} description="The end of the post's address. Leave it empty to make one from the title.">
            {(field) => <Input {...field} {...register('slug')} autoComplete="off" spellCheck={false} />}
          </FormField>
          <FormField label="Excerpt" required error={errors.excerpt?.message} description="Shown on the blog list and in search results.">
            {(field) => <Textarea {...field} {...register('excerpt')} rows={2} />}
          </FormField>
          <FormField label="Content" required error={errors.content?.message} description="Markdown or HTML. Scripts, styles, forms and unsafe links are removed when it is saved.">
            {(field) => <Textarea {...field} {...register('content')} rows={14} className="admin-editor__content" />}
          </FormField>
          <div className="admin-form__row">
            <FormField label="Featured image" error={errors.featuredImage?.message} description="Upload an image, or give the address of one.">
              {(field) => <Input {...field} {...register('featuredImage')} autoComplete="off" placeholder="/api/blog/media/..." />}
            </FormField>
            <FilePicker accept={IMAGE_TYPES} label={uploading ? 'Uploading...' : 'Upload image'} hint="JPEG, PNG, WebP or GIF" disabled={uploading} onFile={(file) => void uploadImage(file)} />
          </div>
          {featuredImage ? <img className="admin-editor__image" src={featuredImage} alt="" /> : null}
          <div className="admin-form__row">
            <FormField label="Tags" error={errors.tags?.message} description="Separate tags with commas.">
              {(field) => <Input {...field} {...register('tags')} autoComplete="off" placeholder="partnerships, local marketing" />}
            </FormField>
            <FormField label="Status" error={errors.status?.message}>
              {(field) => <Select {...field} {...register('status')} options={STATUS_OPTIONS} />}
            </FormField>
          </div>
          <FormField label="SEO title" error={errors.seoTitle?.message} description="The title search results show; the post's title when empty.">
            {(field) => <Input {...field} {...register('seoTitle')} autoComplete="off" maxLength={BLOG_LIMITS.seoTitleMax} />}
          </FormField>
          <FormField
            label="SEO description"
            error={errors.seoDescription?.message}
            description={
              <>
                {ADMIN_BLOG_TEXT.seoDescriptionHint}{' '}
                <span aria-live="polite" className={seoDescription.length >= SEO_DESCRIPTION_HINT.min && seoDescription.length <= SEO_DESCRIPTION_HINT.max ? 'admin-count--ok' : undefined}>
                  {seoDescription.length} of {SEO_DESCRIPTION_HINT.min}-{SEO_DESCRIPTION_HINT.max} characters.
                </span>
              </>
            }
          >
            {(field) => <Textarea {...field} {...register('seoDescription')} rows={2} maxLength={BLOG_LIMITS.seoDescriptionMax} />}
          </FormField>
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="button" variant="secondary" disabled={previewing} onClick={() => void onPreview()}>
              {previewing ? 'Preparing preview...' : 'Preview'}
            </Button>
            <Button type="submit" disabled={creating || updating}>
              {creating || updating ? 'Saving...' : post ? 'Save changes' : 'Create post'}
            </Button>
          </DialogFooter>
        </form>
        {post ? <PostHistory post={post} onRestored={onClose} /> : null}
        {previewHtml ? <PostPreviewDialog html={previewHtml.html} title={previewHtml.title} onClose={() => setPreviewHtml(null)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
