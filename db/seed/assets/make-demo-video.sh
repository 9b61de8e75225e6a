#!/bin/sh
# Re-creates demo-video.webm: a synthetic 6-second 640x360 animated gradient with the words
# "Contacto demo video" (no real footage), VP9 without audio, ~200 KB. Needs ffmpeg.
set -eu
cd "$(dirname "$0")"
font=$(fc-match -f '%{file}' 'DejaVu Sans:bold')
ffmpeg -hide_banner -loglevel error -y -f lavfi \
  -i "gradients=s=640x360:r=24:d=6:c0=0xbe123c:c1=0xf59e0b:c2=0x0ea5e9:c3=0x7c3aed:nb_colors=4:speed=0.03:type=linear,drawtext=fontfile=$font:text='Contacto demo video':fontcolor=white@0.9:fontsize=30:x=(w-text_w)/2:y=(h-text_h)/2:shadowcolor=black@0.4:shadowx=2:shadowy=2" \
  -c:v libvpx-vp9 -b:v 220k -deadline good -row-mt 1 -pix_fmt yuv420p -g 24 -an demo-video.webm
