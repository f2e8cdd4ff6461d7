import { defineEntity, p } from '@mikro-orm/core';
import { timestamps } from '../../platform/database/timestamps.ts';

/** A help video for every user of the platform: not company-owned, written by super users. */
const HelpSchema = defineEntity({
  name: 'Help',
  tableName: 'helps',
  properties: {
    id: p.integer().primary(),
    title: p.string().length(100),
    description: p.text().default(''),
    video: p.string().length(20),
    ...timestamps(),
  },
});

export class Help extends HelpSchema.class {}
HelpSchema.setClass(Help);
