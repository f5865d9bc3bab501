export interface HomeActivity {
  id: 'coding-club' | 'sports-day' | 'science-fair' | 'cultural-week' | 'quiz-debate-club';
  title: 'Coding Club' | 'Sports Day' | 'Science Fair' | 'Cultural Week' | 'Quiz & Debate Club';
  description: string;
}

/** The home page's school activities list, in this order. */
export const HOME_ACTIVITIES: HomeActivity[] = [
  {
    id: 'coding-club',
    title: 'Coding Club',
    description:
      'Weekly sessions where pupils move from Scratch games to simple websites and apps, and present their ' +
      'projects to parents at the end of each term.',
  },
  {
    id: 'sports-day',
    title: 'Sports Day',
    description:
      "Our inter-house sports competition: races, relays, long jump and the famous parents' race, with the four " +
      'houses cheering each other on.',
  },
  {
    id: 'science-fair',
    title: 'Science Fair',
    description:
      'Pupils design experiments, build working models and explain them to judges and visitors, from solar ' +
      'cookers to water filters.',
  },
  {
    id: 'cultural-week',
    title: 'Cultural Week',
    description:
      'A week of Nigerian food, dress, dance, drumming and folk stories that celebrates the many cultures in ' +
      'our classrooms.',
  },
  {
    id: 'quiz-debate-club',
    title: 'Quiz & Debate Club',
    description:
      'Students sharpen their general knowledge, public speaking and reasoning, and represent ICAST at ' +
      'inter-school competitions across Ibadan.',
  },
];
