/** A short two-tone chime synthesised with Web Audio, so no sound file has to ship. */
export function playAlertSound(volume: number): void {
  const AudioContextClass = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (volume <= 0 || AudioContextClass === undefined) {
    return;
  }
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.gain.value = volume;
    gain.connect(context.destination);
    const start = context.currentTime;
    [880, 1320].forEach((frequency, index) => {
      const tone = context.createOscillator();
      tone.frequency.value = frequency;
      tone.connect(gain);
      tone.start(start + index * 0.15);
      tone.stop(start + index * 0.15 + 0.14);
      if (index === 1) {
        tone.onended = () => void context.close();
      }
    });
  } catch {
    // Audio may be blocked until the user interacts with the page; the popover still shows the ticket.
  }
}
