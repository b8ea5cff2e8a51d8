/** The settings, each remembered in this browser under its own key: the language, the Confirm step, hints. */
import type { StateCreator } from 'zustand/vanilla';
import { isLang } from '../i18n';
import { preferredLang } from '../i18n/detect';
import { readKey, writeKey } from './persistence';
import type { GameStoreState, SettingsState } from './storeState';

export const LANG_KEY = 'jn1989.lang';
/** 'off' turns the Confirm step off; anything else leaves it on */
export const CONFIRM_KEY = 'jn1989.confirmMoves';
/** 'on' offers hints in a hotseat game */
export const HINTS_KEY = 'jn1989.hints';

export const settingsSlice =
  (storage: Storage | undefined): StateCreator<GameStoreState, [], [], SettingsState> =>
  (set, get) => {
    const savedLang = readKey(storage, LANG_KEY);
    return {
      lang: isLang(savedLang) ? savedLang : preferredLang(),
      confirmMoves: readKey(storage, CONFIRM_KEY) !== 'off',
      hintsOn: readKey(storage, HINTS_KEY) === 'on',

      setLang(lang) {
        writeKey(storage, LANG_KEY, lang);
        set({ lang });
      },

      setConfirmMoves(on) {
        writeKey(storage, CONFIRM_KEY, on ? 'on' : 'off');
        set({ confirmMoves: on });
        // turned off: a move waiting for Confirm goes on at once
        if (!on) get().confirmMove();
      },

      setHintsOn(on) {
        writeKey(storage, HINTS_KEY, on ? 'on' : 'off');
        set({ hintsOn: on });
      },
    };
  };
