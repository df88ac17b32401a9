import { adminRequestSchema, auditEntrySchema, blogEditorPostSchema, pageOf } from '@comarketing/contracts';

// Pages of the admin lists, as the BFF answers them. The admin remote reads them as the contracts'
// row types (`Page<AuditEntry>`...); only these tests parse whole pages.
export const adminBlogPageSchema = pageOf(blogEditorPostSchema);
export const adminRequestPageSchema = pageOf(adminRequestSchema);
export const auditPageSchema = pageOf(auditEntrySchema);
