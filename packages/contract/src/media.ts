import { z } from 'zod';

const UrlSchema = z.string().nullable();

export const MediaSchema = z
  .object({
    id: z.number().int(),
    pathname: z.string(),
    filename: z.string(),
    foldersName: z.string(),
    url: z
      .object({ small: UrlSchema, medium: UrlSchema, large: UrlSchema })
      .describe('Address of each webp variant; null when the media row is incomplete'),
  })
  .meta({ id: 'Media' });
export type Media = z.infer<typeof MediaSchema>;
