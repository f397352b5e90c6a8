import fs from 'node:fs';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { createFeedFiles, FeedName } from './feed-files';

type FeedFiles = ReturnType<typeof createFeedFiles>;

/** The price-comparison and ads feeds, /feeds/arukereso.xml and /feeds/google.xml, streamed from their files. */
export const feedRoutes: FastifyPluginAsync<{ feeds: FeedFiles }> = async (app, { feeds }) => {
  const serveFeed = (name: FeedName) => async (_request: unknown, reply: FastifyReply) => {
    const file = await feeds.feedFile(name);
    reply.type('application/xml; charset=utf-8');
    // Fetchers come a few times a day; a proxy may keep the file for a quarter of an hour.
    reply.header('cache-control', 'public, max-age=900');
    return reply.send(fs.createReadStream(file));
  };
  app.get('/feeds/arukereso.xml', serveFeed('arukereso'));
  app.get('/feeds/google.xml', serveFeed('google'));
};
