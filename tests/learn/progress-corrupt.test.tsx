// @vitest-environment jsdom
/** A lesson's saved place that cannot be read starts the lesson over, and says so. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LearnButton, LESSON_STEP_COUNT } from '../../src/learn/LearnButton';
import { LESSON_STEPS } from '../../src/learn/lesson';
import { parseSavedLesson } from '../../src/learn/progress';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the lesson’s saved place', () => {
  it('the start page knows how many steps the lesson has', () => {
    expect(LESSON_STEP_COUNT).toBe(LESSON_STEPS.length);
  });

  for (const step of [1e308, -1, 2.5, LESSON_STEPS.length, 'x'])
    it(`step ${String(step)} is unreadable: the lesson starts over with a note, never "step 1e+308"`, () => {
      localStorage.setItem('jn1989.learn', JSON.stringify({ version: 1, step, actions: [] }));
      expect(parseSavedLesson(localStorage.getItem('jn1989.learn'))).toBeNull();
      render(<LearnButton lang="en" />);
      expect(screen.getByTestId('learn-corrupt').textContent).toContain('starts from the beginning');
      expect(screen.getByTestId('learn').textContent).not.toMatch(/e\+|NaN|step/i);
      expect(screen.queryByTestId('learn-restart')).toBeNull();
    });

  it('a readable place is offered to continue', () => {
    localStorage.setItem('jn1989.learn', JSON.stringify({ version: 1, step: 3, actions: [] }));
    render(<LearnButton lang="en" />);
    expect(screen.queryByTestId('learn-corrupt')).toBeNull();
    expect(screen.getByTestId('learn-restart')).toBeTruthy();
  });
});
