import { propertySuite } from './property.ts';

propertySuite(6);
