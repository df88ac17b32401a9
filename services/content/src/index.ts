import 'reflect-metadata';

export { contentService } from './content.service-definition';
