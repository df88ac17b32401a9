import 'reflect-metadata';

export { matchingService } from './matching.service-definition';
export { MATCHING_SCHEMA } from './matching.schema-name';
