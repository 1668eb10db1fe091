/** The ids of the seeded teacher set's eleven criteria, in the Ministry's order. */
export const seededTeacherSet = [...Array(11).keys()].map(
  (index) => `0195f3a0-0000-7000-8000-0000000000${(index + 1).toString(16).padStart(2, '0')}`,
);
