import { MongoClient, type ObjectId } from 'mongodb';
import { BLOG_CATEGORIES, COLLECTIONS } from '@icast/contracts';

export const POST_PARAGRAPH =
  'Pupils of ICAST spent the week working in teams on projects they chose themselves, from a rain gauge for the ' +
  'school garden to a short play about road safety. Teachers guided each group and parents joined the final ' +
  'showcase on Friday afternoon, where every team explained what it had learnt and what it would do differently.';

/** 200 published posts, as a busy school's news archive looks after a few years. */
export async function seedPosts(uri: string, count = 200): Promise<ObjectId[]> {
  const client = await MongoClient.connect(uri);
  try {
    const collection = client.db().collection(COLLECTIONS.blogPosts);
    const now = Date.now();
    const posts = Array.from({ length: count }, (_, index) => {
      const createdAt = new Date(now - index * 36e5);
      return {
        title: `Bench news ${index + 1}: project week at ICAST`,
        content: [POST_PARAGRAPH, POST_PARAGRAPH, POST_PARAGRAPH].join('\n\n'),
        category: BLOG_CATEGORIES[index % BLOG_CATEGORIES.length],
        isPublished: true,
        isFeatured: index === 0,
        author: { name: 'Editorial Team' },
        createdAt,
        updatedAt: createdAt,
      };
    });
    const result = await collection.insertMany(posts);
    return Object.values(result.insertedIds);
  } finally {
    await client.close();
  }
}
