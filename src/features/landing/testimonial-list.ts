import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface Testimonial {
  key: string;
  quote: MessageDescriptor;
  name: MessageDescriptor;
  role: MessageDescriptor;
}

export const testimonialList: readonly Testimonial[] = [
  {
    key: 'teacher',
    quote: msg`I used to spend the last week of term hunting for photos on my phone. Now each piece of evidence is tagged to its criterion the moment I take it, and my portfolio is ready to print.`,
    name: msg`Noura Al-Qahtani`,
    role: msg`Arabic language teacher, Riyadh`,
  },
  {
    key: 'principal',
    quote: msg`Inviting my staff took a few minutes. I can see which teachers still need evidence for which criteria, and I give feedback on their development plans without piles of paper.`,
    name: msg`Abdullah Al-Ghamdi`,
    role: msg`School principal, Jeddah`,
  },
  {
    key: 'supervisor',
    quote: msg`When I visit a school, the teacher opens Shawahid and we go through the evidence criterion by criterion. The conversation is about teaching, not about paperwork.`,
    name: msg`Haya Al-Otaibi`,
    role: msg`Educational supervisor, Eastern Province`,
  },
  {
    key: 'offline-teacher',
    quote: msg`The connection is weak in some of our classrooms. I record the evidence during the lesson and it syncs by itself once I reach the staff room.`,
    name: msg`Fahad Al-Harbi`,
    role: msg`Science teacher, Al-Qassim`,
  },
];
