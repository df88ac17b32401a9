import { CONVERSATION_TEXT } from '@comarketing/contracts';
import { DomainError } from '@comarketing/server-kit';

export class ConversationNotFound extends DomainError {
  readonly kind = 'not_found';
  constructor() {
    super(CONVERSATION_TEXT.notFound);
  }
}
