/** Events of the Late Year cards (82–110): each import registers one implemented event. */
import './late/card82-spitzel';
import './late/card83-modrow';
import './late/card88-adamec';
import './late/card90-civic-forum';
import './late/card91-my-first-banana';
import './late/card92-betrayal';
import './late/card93-shock-therapy';
import './late/card94-union-of-democratic-forces';
import './late/card98-politburo-intrigue';
import './late/card100-stand-fast';
import './late/card101-elena';
import './late/card103-government-resigns';
import './late/card105-public-against-violence';
import './late/card106-social-democratic-platform-adopted';
import './late/card107-massacre-in-timisoara';
import './late/card108-army-backs-revolution';
import './late/card110-malta-summit';
