import { propertySuite } from './property.ts';

propertySuite(4);
